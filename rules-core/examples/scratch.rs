use rules_core::search::{self, Level, NoClock, Player, Searcher};
use rules_core::{Game, Position, Side, Variant};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let variant = Variant::from_name(&args[1]).unwrap();
    let seed: u64 = args[2].parse().unwrap();
    let a_south = args[3] == "S";
    let mut game = Game::new(Position::start(variant));
    let mut rng = rules_core::random::Rng::new(seed);
    for _ in 0..4 {
        let moves = game.position().legal_moves();
        let mv = moves[rng.below(moves.len() as u32) as usize];
        game.play(mv).unwrap();
    }
    let mut s = Searcher::new(16);
    let l4 = Level::get(4).unwrap();
    while game.outcome().is_none() && game.moves().len() < 300 {
        let side = game.position().to_move();
        let p = game.position().clone();
        let mine = (side == Side::South) == a_south;
        let mv = if mine {
            let line = l4.choose(&p, &[], 1, &mut s, &mut NoClock).unwrap();
            println!(
                "{p}\n  L4 {} score {} pv {}",
                line.mv,
                line.score,
                line.pv.iter().map(|m| m.to_string()).collect::<Vec<_>>().join(" ")
            );
            line.mv
        } else {
            let mv = search::choose(Player::Greedy, &p, &[], 1, &mut s, &mut NoClock).unwrap();
            println!("{p}\n  G  {mv}");
            mv
        };
        game.play(mv).unwrap();
    }
    println!("{:?}", game.outcome());
}
