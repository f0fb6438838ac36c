//! `sevenfold history [--json | --csv] [--game NAME]`: the finished matches, newest first.

use crate::store::{HistoryEntry, Player, Profiles, Store, StoreError, Warning};
use serde::Serialize;
use std::fmt::Write;
use std::path::Path;
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct HistoryArgs {
    /// Print JSON instead of the readable list.
    #[arg(long, conflicts_with = "csv")]
    pub json: bool,
    /// Print CSV: a header row, then a row per finished hand of every match.
    #[arg(long)]
    pub csv: bool,
    /// Only matches of this game (sedma or all-fours).
    #[arg(long, value_name = "NAME")]
    pub game: Option<String>,
}

/// One line of the list, as JSON shows it.
#[derive(Serialize)]
struct Row<'a> {
    id: &'a str,
    started: &'a str,
    finished: &'a str,
    game: &'a str,
    players: usize,
    variants: &'a [String],
    seats: Vec<String>,
    sides: &'a [String],
    hands: usize,
    totals: &'a [i32],
    /// The winning side (the first, when the win was shared).
    winner: &'a str,
    /// Every winning side: more than one when they shared the win.
    winners: Vec<&'a str>,
    /// "won", "shared" or "lost" from the person's seat; absent when only bots played.
    result: Option<&'static str>,
}

/// `profiles` names the people; without a player list (nobody has named themselves) the one
/// person is "you".
fn row<'a>(e: &'a HistoryEntry, profiles: Option<&Profiles>) -> Row<'a> {
    Row {
        id: e.id.as_str(),
        started: &e.started,
        finished: &e.finished,
        game: &e.game_name,
        players: e.seat_count(),
        variants: &e.variants,
        seats: e
            .players
            .iter()
            .map(|p| match (p, profiles) {
                (Player::Person(id), Some(profiles)) => profiles.name_of(*id),
                (Player::Person(_), None) => "you".to_string(),
                (bot, _) => bot.to_string(),
            })
            .collect(),
        sides: &e.side_names,
        hands: e.hands.len(),
        totals: &e.totals,
        winner: e.side_names.get(e.winner).map_or("?", String::as_str),
        winners: e
            .winners
            .iter()
            .map(|&s| e.side_names.get(s).map_or("?", String::as_str))
            .collect(),
        result: e
            .human_side()
            .map(|s| match (e.won_by(s), e.winners.len()) {
                (false, _) => "lost",
                (true, 1) => "won",
                (true, _) => "shared",
            }),
    }
}

pub fn run(args: &HistoryArgs, data_dir: Option<&Path>) -> Result<ExitCode, String> {
    // Only reads, beside a window or not: a damaged file is reported and left for the
    // window to set aside.
    let store = Store::open(data_dir)
        .map_err(|e| e.to_string())?
        .read_only();
    let mut out = Stdout::new();
    if args.csv {
        let warnings = store
            .write_history_csv(args.game.as_deref(), &mut out)
            .map_err(|e| e.to_string())?;
        print_warnings(&warnings);
        return out.finish();
    }
    let profiles = store.profiles().map_err(|e| e.to_string())?;
    print_warnings(&profiles.warnings);
    let profiles = profiles.value;
    // A match at a time, straight to standard output: the history is never held whole.
    let mut count = 0usize;
    let warnings = store
        .each_match(args.game.as_deref(), |e| {
            let r = row(&e, profiles.as_ref());
            let text = if args.json {
                let json = serde_json::to_string_pretty(&r).map_err(|e| StoreError::Encode {
                    what: crate::store::FileKind::MatchRecord,
                    message: format!("cannot write the list as JSON: {e}"),
                })?;
                // The list as one JSON array, its items indented as before.
                let indented = json.replace('\n', "\n  ");
                format!("{}\n  {indented}", if count == 0 { "[" } else { "," })
            } else {
                render(&[r])
            };
            count += 1;
            out.write(text.as_bytes())
        })
        .map_err(|e| e.to_string())?;
    print_warnings(&warnings);
    let end = match (args.json, count) {
        (true, 0) => "[]\n",
        (true, _) => "\n]\n",
        (false, 0) => "No finished matches yet.\n",
        (false, _) => "",
    };
    out.write(end.as_bytes()).map_err(|e| e.to_string())?;
    out.finish()
}

/// Standard output as the commands stream to it: buffered, and a closed pipe
/// (`sevenfold history | head`) ends the output quietly rather than as an error.
pub struct Stdout {
    out: std::io::BufWriter<std::io::Stdout>,
    closed: bool,
}

impl Default for Stdout {
    fn default() -> Stdout {
        Stdout::new()
    }
}

impl Stdout {
    pub fn new() -> Stdout {
        Stdout {
            out: std::io::BufWriter::new(std::io::stdout()),
            closed: false,
        }
    }

    /// Writes `bytes`; after a closed pipe, nothing (and no error).
    pub fn write(&mut self, bytes: &[u8]) -> Result<(), StoreError> {
        use std::io::Write;
        if self.closed {
            return Ok(());
        }
        match self.out.write_all(bytes) {
            Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => {
                self.closed = true;
                Ok(())
            }
            r => r.map_err(|e| StoreError::Io {
                path: "standard output".into(),
                source: e,
            }),
        }
    }

    /// Flushes what is left.
    pub fn finish(mut self) -> Result<ExitCode, String> {
        use std::io::Write;
        match self.out.flush() {
            Err(e) if !self.closed && e.kind() != std::io::ErrorKind::BrokenPipe => {
                Err(format!("cannot write to standard output: {e}"))
            }
            _ => Ok(ExitCode::SUCCESS),
        }
    }
}

impl std::io::Write for Stdout {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        Stdout::write(self, buf)
            .map(|()| buf.len())
            .map_err(|e| std::io::Error::other(e.to_string()))
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

fn render(rows: &[Row]) -> String {
    if rows.is_empty() {
        return "No finished matches yet.\n".into();
    }
    let mut out = String::new();
    for r in rows {
        let variants = if r.variants.is_empty() {
            String::new()
        } else {
            format!(", {}", r.variants.join(", "))
        };
        let totals: Vec<String> = r
            .sides
            .iter()
            .zip(r.totals)
            .map(|(s, t)| format!("{s} {t}"))
            .collect();
        let result = match r.result {
            Some("shared") => " — you shared the win".to_string(),
            Some(s) => format!(" — you {s}"),
            None => String::new(),
        };
        let won = match &r.winners[..] {
            [one] => format!("{one} wins"),
            many => format!("{} share the win", many.join(" and ")),
        };
        let _ = writeln!(
            out,
            "{}  {} UTC  {} {}p{variants}: {} hand{}, {}; {won}{result}",
            r.id,
            r.finished.get(..16).unwrap_or(r.finished).replace('T', " "),
            r.game,
            r.players,
            r.hands,
            if r.hands == 1 { "" } else { "s" },
            totals.join(", "),
        );
    }
    out
}

/// Warnings about files that were moved aside or skipped, on standard error.
pub fn print_warnings(warnings: &[Warning]) {
    for w in warnings {
        eprintln!("sevenfold: warning: {w}");
    }
}

/// Writes to standard output; a closed pipe (`sevenfold history | head`) is not an error.
pub fn write_stdout(text: &str) -> Result<(), String> {
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => {
            Err(format!("cannot write to standard output: {e}"))
        }
        _ => Ok(()),
    }
}
