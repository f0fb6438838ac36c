//! Who plays with whom, as the searches see it.

/// Asserts that `same_side` pairs the seats of a `players`-seat table as the trick games do:
/// partners opposite with four players, everybody alone with two or three.
pub fn assert_partners_sit_opposite(players: u8, same_side: impl Fn(usize, usize) -> bool) {
    for a in 0..players as usize {
        for b in 0..players as usize {
            let partners = a == b || (players == 4 && (a + b) % 2 == 0);
            assert_eq!(same_side(a, b), partners, "{players} players: {a} and {b}");
        }
    }
}
