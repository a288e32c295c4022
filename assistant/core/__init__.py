"""The shared core: the table model every game implements (actions, moves, questions, story), dice and chance, event-log saves, undo and replay."""
