"""One drawer per component kind. Each returns draw functions (see pnp.jobs.DrawFn) and a
`layout` step that fits its text first, so the build can refuse overflowing text before drawing."""
