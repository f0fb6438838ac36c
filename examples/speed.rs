use sevenfold::cards::rng_from_seed;
use sevenfold::engine::{Game, HandStart};
use sevenfold::games::sedma::{Sedma, SedmaOptions};
fn main() {
    let o = SedmaOptions::for_players(4);
    let mut rng = rng_from_seed(1);
    let t = std::time::Instant::now();
    let n: usize = std::env::var("HANDS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(2_000_000);
    let mut acc = 0i64;
    for i in 0..n {
        let mut g = Sedma::deal_random(
            &o,
            HandStart {
                dealer: i % 4,
                leader: (i + 1) % 4,
            },
            &mut rng,
        );
        g.play_out_randomly(&mut rng);
        acc += sevenfold::engine::HandGame::outcome(&g).map_or(0, |s| s.card_points[0]) as i64;
    }
    let s = t.elapsed().as_secs_f64();
    println!("{:.0} hands/s ({acc})", n as f64 / s);
}
