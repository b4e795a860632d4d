# Why a move cannot be played. Each message gets $rule (the rule number) and, where it names
# a pit, $pit. Shown after "A6< is not legal: " (Romanian: "A6< nu este legală: ").

illegal-game-over = partida s-a încheiat ({ $rule }).
illegal-not-your-pit = { $pit } nu este gaura ta ({ $rule }).
illegal-wrong-shape = în acest joc mutarea are nevoie de o direcție sau are una pe care nu ar trebui să o aibă ({ $rule }).
illegal-no-safari-choice = în această mutare nu apare niciodată alegerea de a juca casa ({ $rule }).
illegal-must-capture = există o captură, deci trebuie să capturezi ({ $rule }).
illegal-namua-empty-pit = { $pit } este goală; în namua sămânța intră într-o gaură ocupată din rândul din față ({ $rule }).
illegal-namua-back-row = { $pit } nu este în rândul din față ({ $rule }).
illegal-kichwa-forced = o captură din { $pit } trebuie să intre prin kichwa de pe partea ei ({ $rule }).
illegal-nyumba-not-alone = nyumba { $pit } poate începe o takasa doar când este singura ta gaură ocupată din rândul din față ({ $rule }).
illegal-singleton-no-nyumba = fără nyumba, { $pit } are nevoie de cel puțin 2 semințe ({ $rule }).
illegal-too-few-seeds = { $pit } are mai puțin de 2 semințe ({ $rule }).
illegal-sixteen-no-capture = { $pit } are 16 semințe sau mai multe și nu poate începe o captură ({ $rule }).
illegal-front-row-first = { $pit } este în rândul din spate, dar o gaură din rândul din față are cel puțin 2 semințe ({ $rule }).
illegal-takasia = { $pit } este sub takasia ({ $rule }).
illegal-empties-front-row = semănând din { $pit } în acest sens, ți-ai goli rândul din față ({ $rule }).
illegal-never-ending = mutarea nu se termină niciodată: continuă 10.000 de ture ({ $rule }).
# $next: the occupied hole in the way.
illegal-blocked = { $pit } nu poate avansa: { $next } este ocupată ({ $rule }).
illegal-empty-hole = { $pit } este goală ({ $rule }).
illegal-reserved = { $pit } este rezervată ({ $rule }).
# $end: the own occupied hole where the first lap would end.
illegal-first-lap-own-hole = prima tură din { $pit } se termină în propria ta gaură ocupată { $end } ({ $rule }).
illegal-no-stone = în { $pit } nu este nicio piatră ({ $rule }).
