"""GobbledyGook!'s setup block, as `new` writes it (see assistant/core/setup_schema.py). A Brood inside it
is checked by the rules engine, which knows its creatures."""

from goblinkit.assistant.core.setup_schema import PACK, Flag, Items, Maybe, Obj, Schema, Text, Whole

ANY_WHOLE = Whole(-10**9, 10**9)  # the engine says which sizes the scenario allows, in its own words

SETUP = Schema(required={"scenario": Text(40, r"[a-z0-9-]+", "a scenario's id such as night-watch"),
                         "broods": Items(Obj(), 1, 4)},
               optional={"advanced": Flag(), "content": PACK, "clankers": Maybe(Items(ANY_WHOLE, 0, 12)),
                         "leaf_piles": Maybe(Items(ANY_WHOLE, 0, 12)), "trees": Maybe(ANY_WHOLE),
                         "road": Maybe(ANY_WHOLE)})
