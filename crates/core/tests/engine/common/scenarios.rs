//! Reading and replaying the rule-book scenario files in `tests/scenarios/`.

use sevenfold_core::registry::Scenario;
use sevenfold_core::scenario::Replay;
use std::path::{Path, PathBuf};

pub fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scenarios")
}

pub fn load(name: &str) -> Scenario {
    Scenario::load(&dir().join(name)).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// Replays a file and asserts that it passes its own expectations (and checks some).
pub fn passes(name: &str) -> Replay {
    let r = load(name).replay().unwrap();
    assert!(
        r.passed(),
        "{name}: illegal {:?}, mismatches {:?}",
        r.illegal,
        r.expectations.mismatches
    );
    assert!(r.expectations.checked > 0, "{name} checks nothing");
    r
}
