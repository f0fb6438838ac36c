//! The host runs the table: a computer plays for a person away once the grace time has
//! passed, the host gives an away seat to a computer and back, removes a person, pauses and
//! ends the match, and allows or refuses someone asking for a seat back by its name.
#![allow(clippy::unwrap_used)]

mod common;

use common::{Player, WAIT, seated, sedma, until};
use sevenfold_core::engine::GameDef;
use sevenfold_core::games::sedma::{Sedma, SedmaView};
use sevenfold_net::protocol::{SeatInfo, SeatState};
use sevenfold_net::{Client, ClientMessage, SeatPlan, Server, ServerMessage};
use std::time::Duration;

async fn host(server: &Server, seats: Vec<SeatPlan>, away: (Option<&str>, Option<u32>)) -> Player {
    let mut client = Client::connect(&server.url()).await.unwrap();
    client
        .send(&ClientMessage::Host {
            game: sedma(seats.len() as u8, 1),
            seats,
            name: "Anna".into(),
            stand_in: away.0.map(String::from),
            grace: away.1,
            no_watchers: false,
        })
        .await
        .unwrap();
    seated(client).await
}

async fn join(server: &Server, code: &str, name: &str) -> Player {
    let mut client = Client::connect(&server.url()).await.unwrap();
    client
        .send(&ClientMessage::Join {
            code: code.into(),
            name: name.into(),
        })
        .await
        .unwrap();
    seated(client).await
}

async fn start(p: &mut Player) {
    p.client
        .send(&ClientMessage::Start {
            code: p.code.clone(),
            token: p.token.clone(),
        })
        .await
        .unwrap();
}

/// The id of the next refusal `client` is told.
async fn refused_id(client: &mut Client) -> String {
    until(client, |m| match m {
        ServerMessage::Refused { why, reason } => {
            Some(why.map_or_else(|| format!("(no id: {reason})"), |w| w.id))
        }
        _ => None,
    })
    .await
}

/// The next lobby whose seat `seat` `pick` takes.
async fn lobby_seat(
    client: &mut Client,
    seat: usize,
    pick: impl Fn(&SeatInfo) -> bool,
) -> SeatInfo {
    until(client, |m| match m {
        ServerMessage::Lobby { seats, .. } if pick(&seats[seat]) => Some(seats[seat].clone()),
        _ => None,
    })
    .await
}

/// Plays `p`'s turns (the first legal action) until a state `stop` takes, which it returns
/// without acting on it.
async fn play_until(p: &mut Player, mut stop: impl FnMut(&SeatState) -> bool) -> SeatState {
    let mut acted_at = None;
    loop {
        let state = until(&mut p.client, |m| match m {
            ServerMessage::State(s) => Some(s),
            _ => None,
        })
        .await;
        if stop(&state) {
            return state;
        }
        if state.to_act == Some(p.seat) && acted_at.replace(state.actions) != Some(state.actions) {
            let view: SedmaView = serde_json::from_value(state.view).unwrap();
            p.client
                .send(&ClientMessage::Act {
                    code: p.code.clone(),
                    token: p.token.clone(),
                    action: Sedma::write_action(view.legal[0]),
                })
                .await
                .unwrap();
        }
    }
}

/// Asks the server for `p`'s state again (a rejoin on the line that holds the seat is
/// answered to it alone): a test that read past states while waiting for something else
/// plays on from the position as it is.
async fn refresh(p: &mut Player) {
    p.client
        .send(&ClientMessage::Rejoin {
            code: p.code.clone(),
            token: p.token.clone(),
        })
        .await
        .unwrap();
}

/// Whether `client` is told nothing (no state) for `quiet`.
async fn no_state_for(client: &mut Client, quiet: Duration) -> bool {
    let end = tokio::time::Instant::now() + quiet;
    loop {
        let left = end.saturating_duration_since(tokio::time::Instant::now());
        if left.is_zero() {
            return true;
        }
        match client.recv(left).await {
            Ok(ServerMessage::State(_)) => return false,
            Ok(_) => {}
            Err(_) => return true,
        }
    }
}

/// A person away is waited for during the grace time the host chose, with the seconds left
/// told to the table; then the stand-in plays for them, and the table is told so.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_computer_plays_for_a_person_away_once_the_grace_time_has_passed() {
    let server = Server::start("127.0.0.1:0").await.unwrap();
    let mut anna = host(
        &server,
        vec![SeatPlan::Host, SeatPlan::Open],
        (Some("easy"), Some(2)),
    )
    .await;
    let ben = join(&server, &anna.code, "Ben").await;
    start(&mut anna).await;
    let dropped = tokio::time::Instant::now();
    ben.client.close().await;
    let waiting = lobby_seat(&mut anna.client, 1, |s| {
        matches!(
            s,
            SeatInfo::Person {
                connected: false,
                ..
            }
        )
    })
    .await;
    let SeatInfo::Person {
        computer,
        computer_in,
        ..
    } = waiting
    else {
        unreachable!()
    };
    assert_eq!(computer, None, "nobody plays for Ben during the grace time");
    assert!(matches!(computer_in, Some(1..=2)), "{computer_in:?}");
    let played = lobby_seat(&mut anna.client, 1, |s| {
        matches!(
            s,
            SeatInfo::Person {
                computer: Some(_),
                ..
            }
        )
    })
    .await;
    assert!(
        dropped.elapsed() >= Duration::from_secs(2),
        "not before the grace time"
    );
    assert!(matches!(
        played,
        SeatInfo::Person { computer: Some(ref l), computer_in: None, .. } if l == "easy"
    ));
    refresh(&mut anna).await;
    let end = play_until(&mut anna, |s| s.over).await;
    assert!(
        end.totals.iter().any(|&t| t >= 1),
        "the match ended without Ben"
    );
}

/// The host gives the seat of a person away to a computer, which plays it; given back, the
/// seat waits for its person again, who comes back and plays.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_host_gives_an_away_seat_to_a_computer_and_back() {
    let server = Server::start("127.0.0.1:0").await.unwrap();
    let mut anna = host(&server, vec![SeatPlan::Host, SeatPlan::Open], (None, None)).await;
    let mut ben = join(&server, &anna.code, "Ben").await;
    // Only the host gives seats away, and only a seat whose person is away.
    let table = anna.code.clone();
    let give = |token: &str, level: Option<&str>| ClientMessage::Give {
        code: table.clone(),
        token: token.into(),
        seat: 1,
        level: level.map(String::from),
    };
    ben.client
        .send(&give(&ben.token, Some("easy")))
        .await
        .unwrap();
    assert_eq!(refused_id(&mut ben.client).await, "not-host");
    anna.client
        .send(&give(&anna.token, Some("easy")))
        .await
        .unwrap();
    assert_eq!(refused_id(&mut anna.client).await, "not-away");
    start(&mut anna).await;
    let (code, token) = (ben.code.clone(), ben.token.clone());
    ben.client.close().await;
    lobby_seat(&mut anna.client, 1, |s| {
        matches!(
            s,
            SeatInfo::Person {
                connected: false,
                ..
            }
        )
    })
    .await;
    anna.client
        .send(&give(&anna.token, Some("easy")))
        .await
        .unwrap();
    refresh(&mut anna).await;
    // The computer plays Ben's turns: the match passes a turn of his.
    let st = play_until(&mut anna, |s| s.to_act == Some(1)).await;
    play_until(&mut anna, |s| s.actions > st.actions && s.to_act != Some(1)).await;
    // Given back, the seat waits for Ben.
    anna.client.send(&give(&anna.token, None)).await.unwrap();
    refresh(&mut anna).await;
    let waits = play_until(&mut anna, |s| s.to_act == Some(1)).await;
    assert!(!waits.over);
    assert!(
        no_state_for(&mut anna.client, Duration::from_millis(1500)).await,
        "nobody plays for Ben once his seat is given back to him"
    );
    // Ben comes back and plays his seat to the end.
    let mut back = Client::connect(&server.url()).await.unwrap();
    back.send(&ClientMessage::Rejoin { code, token })
        .await
        .unwrap();
    let mut ben = seated(back).await;
    let ben_task = tokio::spawn(async move { play_until(&mut ben, |s| s.over).await });
    let anna_end = play_until(&mut anna, |s| s.over).await;
    let ben_end = ben_task.await.unwrap();
    assert_eq!(anna_end.totals, ben_end.totals);
}

/// The host removes a person: before the start their seat opens again; in a match a
/// computer takes it, or it waits for someone new, who joins with the code and plays on. The
/// person removed is told and their connection closed.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_host_removes_a_person_before_and_during_the_match() {
    let server = Server::start("127.0.0.1:0").await.unwrap();
    let seats = vec![SeatPlan::Host, SeatPlan::Open, SeatPlan::Open];
    let mut anna = host(&server, seats, (None, None)).await;
    let (table, host_token) = (anna.code.clone(), anna.token.clone());
    let remove = |seat: usize, level: Option<&str>| ClientMessage::Remove {
        code: table.clone(),
        token: host_token.clone(),
        seat,
        level: level.map(String::from),
    };
    let mut ben = join(&server, &anna.code, "Ben").await;
    anna.client.send(&remove(0, None)).await.unwrap();
    assert_eq!(refused_id(&mut anna.client).await, "not-a-person");
    anna.client.send(&remove(1, None)).await.unwrap();
    let told = until(&mut ben.client, |m| match m {
        ServerMessage::Removed { reason, .. } => Some(reason),
        _ => None,
    })
    .await;
    assert!(told.contains("removed"), "{told}");
    assert!(ben.client.recv(WAIT).await.is_err(), "Ben's line is closed");
    lobby_seat(&mut anna.client, 1, |s| matches!(s, SeatInfo::Open)).await;
    let cleo = join(&server, &anna.code, "Cleo").await;
    let mut dan = join(&server, &anna.code, "Dan").await;
    assert_eq!(
        (cleo.seat, dan.seat),
        (1, 2),
        "Cleo takes the seat Ben left"
    );
    start(&mut anna).await;
    // Mid-match: a computer takes Cleo's seat; Dan's waits for someone new.
    anna.client.send(&remove(1, Some("easy"))).await.unwrap();
    lobby_seat(&mut anna.client, 1, |s| matches!(s, SeatInfo::Bot { .. })).await;
    anna.client.send(&remove(2, None)).await.unwrap();
    lobby_seat(&mut anna.client, 2, |s| matches!(s, SeatInfo::Open)).await;
    until(&mut dan.client, |m| {
        matches!(m, ServerMessage::Removed { .. }).then_some(())
    })
    .await;
    refresh(&mut anna).await;
    let mut eve = join(&server, &anna.code, "Eve").await;
    assert_eq!(eve.seat, 2);
    let eve_task = tokio::spawn(async move { play_until(&mut eve, |s| s.over).await });
    let anna_end = play_until(&mut anna, |s| s.over).await;
    assert_eq!(eve_task.await.unwrap().totals, anna_end.totals);
}

/// The host pauses the match (nobody acts, no computer plays) and goes on with it, and ends
/// it for everybody: each seat is told the match is over, ended by the host, with all of it
/// for their records, and nothing more is taken.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_host_pauses_and_ends_the_match_for_everybody() {
    let server = Server::start("127.0.0.1:0").await.unwrap();
    let seats = vec![
        SeatPlan::Host,
        SeatPlan::Open,
        SeatPlan::Bot {
            level: "easy".into(),
        },
    ];
    let mut anna = host(&server, seats, (None, None)).await;
    let mut ben = join(&server, &anna.code, "Ben").await;
    let pause = |p: &Player, paused: bool| ClientMessage::Pause {
        code: p.code.clone(),
        token: p.token.clone(),
        paused,
    };
    anna.client.send(&pause(&anna, true)).await.unwrap();
    assert_eq!(refused_id(&mut anna.client).await, "not-started");
    start(&mut anna).await;
    ben.client.send(&pause(&ben, true)).await.unwrap();
    assert_eq!(refused_id(&mut ben.client).await, "not-host");
    refresh(&mut ben).await;
    let ben_task = tokio::spawn(async move { play_until(&mut ben, |s| s.over).await });
    // Paused on the bot's turn: it waits; paused on a person's: their act is refused.
    let bots_turn = play_until(&mut anna, |s| s.to_act == Some(2)).await;
    anna.client.send(&pause(&anna, true)).await.unwrap();
    until(&mut anna.client, |m| match m {
        ServerMessage::Lobby { paused: true, .. } => Some(()),
        _ => None,
    })
    .await;
    let moved_meanwhile = {
        let mut s = bots_turn.clone();
        loop {
            match anna.client.recv(Duration::from_millis(1500)).await {
                Ok(ServerMessage::State(next)) => s = next,
                Ok(_) => {}
                Err(_) => break s.actions,
            }
        }
    };
    // The bot may have moved before the pause arrived; after it, nothing moves.
    assert!(moved_meanwhile <= bots_turn.actions + 1);
    assert!(no_state_for(&mut anna.client, Duration::from_millis(1000)).await);
    anna.client.send(&pause(&anna, false)).await.unwrap();
    refresh(&mut anna).await;
    let state = play_until(&mut anna, |s| s.actions > moved_meanwhile + 1).await;
    assert!(!state.over);
    anna.client
        .send(&ClientMessage::End {
            code: anna.code.clone(),
            token: anna.token.clone(),
        })
        .await
        .unwrap();
    let anna_end = until(&mut anna.client, |m| match m {
        ServerMessage::State(s) if s.over => Some(s),
        _ => None,
    })
    .await;
    for end in [anna_end, ben_task.await.unwrap()] {
        assert!(end.ended && end.to_act.is_none() && end.winners.is_empty());
        let finished = end.finished.expect("the match for the records");
        assert_eq!(finished.actions.len(), end.actions);
    }
    anna.client
        .send(&ClientMessage::Act {
            code: anna.code.clone(),
            token: anna.token.clone(),
            action: "7h".into(),
        })
        .await
        .unwrap();
    assert_eq!(refused_id(&mut anna.client).await, "over");
}

/// Someone whose token was lost with his computer asks for his seat by the code and his
/// name; the host allows it, and he sits again with a new token (the old one holds nothing).
/// A request the host refuses is told so, and the same address may not ask again at once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seat_is_asked_back_by_name_and_the_host_allows_or_refuses() {
    let server = Server::start("127.0.0.1:0").await.unwrap();
    let mut anna = host(&server, vec![SeatPlan::Host, SeatPlan::Open], (None, None)).await;
    let ben = join(&server, &anna.code, "Ben").await;
    start(&mut anna).await;
    let (code, old_token) = (ben.code.clone(), ben.token.clone());
    ben.client.close().await;
    let ask = |name: &str| ClientMessage::Ask {
        code: code.to_lowercase(),
        name: name.into(),
    };
    let mut asking = Client::connect(&server.url()).await.unwrap();
    asking.send(&ask("Anna")).await.unwrap();
    assert_eq!(refused_id(&mut asking).await, "no-name");
    asking.send(&ask(" ben ")).await.unwrap();
    let (seat, name) = until(&mut anna.client, |m| match m {
        ServerMessage::Asks { seat, name, .. } => Some((seat, name)),
        _ => None,
    })
    .await;
    assert_eq!((seat, name.as_str()), (1, "Ben"));
    anna.client
        .send(&ClientMessage::Answer {
            code: code.clone(),
            token: anna.token.clone(),
            seat,
            allow: true,
        })
        .await
        .unwrap();
    let mut ben = seated(asking).await;
    assert_eq!(ben.seat, 1);
    assert_ne!(ben.token, old_token, "a new token");
    let state = until(&mut ben.client, |m| match m {
        ServerMessage::State(s) => Some(s),
        _ => None,
    })
    .await;
    assert_eq!(state.seat, 1);
    // The old token holds nothing now.
    let mut stale = Client::connect(&server.url()).await.unwrap();
    stale
        .send(&ClientMessage::Rejoin {
            code: code.clone(),
            token: old_token,
        })
        .await
        .unwrap();
    assert_eq!(refused_id(&mut stale).await, "no-seat");
    // A stranger asks for Ben's seat; Anna refuses, and he may not ask again at once.
    let mut stranger = Client::connect(&server.url()).await.unwrap();
    stranger.send(&ask("Ben")).await.unwrap();
    until(&mut anna.client, |m| {
        matches!(m, ServerMessage::Asks { .. }).then_some(())
    })
    .await;
    anna.client
        .send(&ClientMessage::Answer {
            code: code.clone(),
            token: anna.token.clone(),
            seat: 1,
            allow: false,
        })
        .await
        .unwrap();
    assert_eq!(refused_id(&mut stranger).await, "ask-refused");
    stranger.send(&ask("Ben")).await.unwrap();
    assert_eq!(refused_id(&mut stranger).await, "ask-refused");
    assert!(
        no_state_for(&mut ben.client, Duration::from_millis(300)).await,
        "Ben keeps his seat"
    );
}

/// Once the match is over the host offers another at the same seats: the table is seated
/// again, a friend who has not said they play holds the start back, and once they have the
/// new match starts for both at the same seats.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_host_offers_another_match_and_who_accepts_sits_again() {
    let server = Server::start("127.0.0.1:0").await.unwrap();
    let mut anna = host(&server, vec![SeatPlan::Host, SeatPlan::Open], (None, None)).await;
    let mut ben = join(&server, &anna.code, "Ben").await;
    let again = |p: &Player| ClientMessage::Again {
        code: p.code.clone(),
        token: p.token.clone(),
    };
    anna.client.send(&again(&anna)).await.unwrap();
    assert_eq!(refused_id(&mut anna.client).await, "no-again");
    start(&mut anna).await;
    anna.client
        .send(&ClientMessage::End {
            code: anna.code.clone(),
            token: anna.token.clone(),
        })
        .await
        .unwrap();
    for client in [&mut anna.client, &mut ben.client] {
        until(client, |m| match m {
            ServerMessage::State(s) if s.over => Some(()),
            _ => None,
        })
        .await;
    }
    // Ben may not offer it; Anna does.
    ben.client.send(&again(&ben)).await.unwrap();
    assert_eq!(refused_id(&mut ben.client).await, "no-again");
    anna.client.send(&again(&anna)).await.unwrap();
    let offered = lobby_seat(&mut ben.client, 1, |s| {
        matches!(s, SeatInfo::Person { pending: true, .. })
    })
    .await;
    assert!(matches!(offered, SeatInfo::Person { ref name, .. } if name == "Ben"));
    start(&mut anna).await;
    assert_eq!(refused_id(&mut anna.client).await, "not-back");
    ben.client.send(&again(&ben)).await.unwrap();
    lobby_seat(&mut anna.client, 1, |s| {
        matches!(s, SeatInfo::Person { pending: false, .. })
    })
    .await;
    start(&mut anna).await;
    for p in [&mut anna, &mut ben] {
        let first = until(&mut p.client, |m| match m {
            ServerMessage::State(s) => Some(s),
            _ => None,
        })
        .await;
        assert_eq!(
            (first.seat, first.actions),
            (p.seat, 0),
            "a new match at the same seat"
        );
        assert!(!first.over && !first.ended);
    }
}

/// What a seat says reaches everyone at the table with its name; a quick phrase goes by its
/// id; text that hides something, runs too long or floods the table is refused.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_table_chats_within_its_bounds() {
    let server = Server::start("127.0.0.1:0").await.unwrap();
    let mut anna = host(&server, vec![SeatPlan::Host, SeatPlan::Open], (None, None)).await;
    let mut ben = join(&server, &anna.code, "Ben").await;
    let say = |p: &Player, text: Option<&str>, phrase: Option<&str>| ClientMessage::Say {
        code: p.code.clone(),
        token: p.token.clone(),
        text: text.map(String::from),
        phrase: phrase.map(String::from),
    };
    let said = |m: ServerMessage| match m {
        ServerMessage::Said {
            seat,
            name,
            text,
            phrase,
            ..
        } => Some((seat, name, text, phrase)),
        _ => None,
    };
    ben.client
        .send(&say(&ben, Some("  Hi Anna "), None))
        .await
        .unwrap();
    for client in [&mut anna.client, &mut ben.client] {
        let heard = until(client, said).await;
        assert_eq!(heard, (1, "Ben".into(), Some("Hi Anna".into()), None));
    }
    anna.client
        .send(&say(&anna, None, Some("good-game")))
        .await
        .unwrap();
    let heard = until(&mut ben.client, said).await;
    assert_eq!(heard, (0, "Anna".into(), None, Some("good-game".into())));
    let long = "x".repeat(201);
    for (text, phrase) in [
        (Some("turn \u{202e}this"), None),
        (Some(long.as_str()), None),
        (Some("   "), None),
        (None, Some("bogus")),
        (Some("both"), Some("thanks")),
        (None, None),
    ] {
        ben.client.send(&say(&ben, text, phrase)).await.unwrap();
        assert_eq!(
            refused_id(&mut ben.client).await,
            "chat-bad",
            "{text:?} {phrase:?}"
        );
    }
    // Five within ten seconds, not six.
    for _ in 0..4 {
        ben.client
            .send(&say(&ben, None, Some("thanks")))
            .await
            .unwrap();
        until(&mut ben.client, said).await;
    }
    ben.client
        .send(&say(&ben, None, Some("thanks")))
        .await
        .unwrap();
    assert_eq!(refused_id(&mut ben.client).await, "chat-slow");
    // Nobody without a seat speaks at the table.
    let mut stranger = Client::connect(&server.url()).await.unwrap();
    stranger
        .send(&ClientMessage::Say {
            code: anna.code.clone(),
            token: "00".into(),
            text: Some("hello".into()),
            phrase: None,
        })
        .await
        .unwrap();
    assert_eq!(refused_id(&mut stranger).await, "no-seat");
}

/// A watcher of a four-player Sedma table sees the whole match, every frame of it holding no
/// card of any hand nor of the stock at that moment (checked against the engine replaying the
/// server's record), and is told nothing of the chat; a table whose host forbids watching
/// refuses watchers.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_watcher_sees_the_whole_match_and_no_card_of_any_hand() {
    use common::cards_in;
    use sevenfold_core::cards::Card;
    use sevenfold_core::engine::{Match, Seat};
    let server = Server::start("127.0.0.1:0").await.unwrap();
    let bot = || SeatPlan::Bot {
        level: "easy".into(),
    };
    let mut anna = host(
        &server,
        vec![SeatPlan::Host, bot(), bot(), bot()],
        (None, None),
    )
    .await;
    let mut watcher = Client::connect(&server.url()).await.unwrap();
    watcher
        .send(&ClientMessage::Watch {
            code: anna.code.to_lowercase(),
        })
        .await
        .unwrap();
    until(&mut watcher, |m| {
        matches!(m, ServerMessage::Watching { .. }).then_some(())
    })
    .await;
    let watchers = until(&mut anna.client, |m| match m {
        ServerMessage::Lobby { watchers, .. } if watchers > 0 => Some(watchers),
        _ => None,
    })
    .await;
    assert_eq!(watchers, 1, "the table sees one watcher");
    start(&mut anna).await;
    anna.client
        .send(&ClientMessage::Say {
            code: anna.code.clone(),
            token: anna.token.clone(),
            text: Some("only for the seats".into()),
            phrase: None,
        })
        .await
        .unwrap();
    let code = anna.code.clone();
    let anna_task = tokio::spawn(async move { play_until(&mut anna, |s| s.over).await });
    let mut frames: Vec<SeatState> = Vec::new();
    loop {
        match watcher.recv(WAIT).await.unwrap() {
            ServerMessage::State(s) => {
                let over = s.over;
                frames.push(s);
                if over {
                    break;
                }
            }
            ServerMessage::Said { .. } => panic!("a watcher is told the seats' chat"),
            ServerMessage::Refused { reason, .. } => panic!("refused: {reason}"),
            _ => {}
        }
    }
    anna_task.await.unwrap();
    let (setup, seed, actions) = server.record(&code).unwrap();
    let sevenfold_core::registry::GameSetup::Sedma(options) = setup else {
        unreachable!()
    };
    // The engine replays the record; after each action, the cards nobody outside their seat
    // may see: every hand and the stock.
    let mut m = Match::<Sedma>::new(options, seed).unwrap();
    let hidden = |m: &Match<Sedma>| -> Vec<Card> {
        let hand = m.hand();
        let mut cards: Vec<Card> = hand.stock().to_vec();
        for seat in 0..4 as Seat {
            cards.extend(hand.hand(seat).to_vec());
        }
        cards
    };
    let mut hidden_after = vec![hidden(&m)];
    for text in &actions {
        let a = Sedma::read_action(m.hand(), text).unwrap();
        m.apply(a).unwrap();
        hidden_after.push(hidden(&m));
    }
    assert!(frames.len() > 20, "{} frames", frames.len());
    for state in &frames {
        assert!(state.events.is_empty(), "a watcher is told no events");
        assert!(cards_in(&state.view["hand"]).is_empty());
        assert!(state.view["legal"].as_array().is_some_and(Vec::is_empty));
        if state.over {
            continue;
        }
        let secret = &hidden_after[state.actions];
        let mut shown = serde_json::to_value(state).unwrap();
        shown["finished"] = serde_json::Value::Null;
        for card in cards_in(&shown) {
            assert!(
                !secret.contains(&card),
                "{card:?} reached the watcher after {} actions",
                state.actions
            );
        }
    }
    let last = frames.last().unwrap();
    assert_eq!(last.finished.as_ref().unwrap().actions, actions);

    // A table whose host forbids watching.
    let mut closed = Client::connect(&server.url()).await.unwrap();
    closed
        .send(&ClientMessage::Host {
            game: sedma(2, 1),
            seats: vec![SeatPlan::Host, SeatPlan::Open],
            name: "Cleo".into(),
            stand_in: None,
            grace: None,
            no_watchers: true,
        })
        .await
        .unwrap();
    let cleo = seated(closed).await;
    let mut stranger = Client::connect(&server.url()).await.unwrap();
    stranger
        .send(&ClientMessage::Watch { code: cleo.code })
        .await
        .unwrap();
    assert_eq!(refused_id(&mut stranger).await, "no-watching");
}
