"""Strings of Cómo jugar (es / pt / en): eight short pages, four per variant."""

STRINGS = {
    "howto.title": {"es": "Cómo jugar", "pt": "Como jogar", "en": "How to play"},
    "howto.prev": {"es": "Anterior", "pt": "Anterior", "en": "Previous"},
    "howto.next": {"es": "Siguiente", "pt": "Próxima", "en": "Next"},
    "howto.page": {"es": "Página {n} de {total}", "pt": "Página {n} de {total}", "en": "Page {n} of {total}"},
    "howto.strong": {"es": "más fuerte", "pt": "mais forte", "en": "strongest"},
    "howto.weak": {"es": "más débil", "pt": "mais fraca", "en": "weakest"},
    # ---------------------------------------------------------------- Argentino
    "howto.p1.title": {"es": "Truco argentino: las cartas", "pt": "Truco argentino: as cartas",
                       "en": "Argentine Truco: the cards"},
    "howto.p1.body": {
        "es": "Baraja española de 40 cartas; cada jugador recibe tres. Se juega mano a mano o en "
              "parejas (compañeros enfrentados). No hace falta seguir el palo.\n"
              "• Cada baza la gana la carta más alta, según el orden de arriba.\n"
              "• Gana la mano quien gana dos bazas. Si una baza empata es parda: decide la otra "
              "baza, y si todo es parda gana el que es mano.\n"
              "• Arriba de todo: el ancho de espada, el ancho de basto, el siete de espada y el "
              "siete de oro.",
        "pt": "Baralho espanhol de 40 cartas; cada jogador recebe três. Joga-se 1 contra 1 ou em "
              "duplas (parceiros frente a frente). Não é preciso seguir o naipe.\n"
              "• Cada vaza é ganha pela carta mais alta, na ordem acima.\n"
              "• Ganha a mão quem ganha duas vazas. Vaza empatada é parda: decide a outra vaza; "
              "se tudo empata, ganha quem é mão.\n"
              "• No topo: o ás de espadas, o ás de paus (basto), o sete de espadas e o sete de ouros.",
        "en": "A Spanish 40-card deck; everyone gets three cards. Play one against one or in pairs "
              "(partners sit opposite). You never have to follow suit.\n"
              "• The highest card takes each trick (baza), in the order shown above.\n"
              "• Two tricks win the hand. A tied trick is parda: the other tricks decide, and if "
              "all are tied the mano (first to play) wins.\n"
              "• On top: the ace of swords, the ace of clubs (basto), the seven of swords and the "
              "seven of coins."},
    "howto.p2.title": {"es": "El envido", "pt": "O envido", "en": "Envido"},
    "howto.p2.body": {
        "es": "Se canta en la primera baza, antes de jugar tu primera carta.\n"
              "• Valor: dos cartas del mismo palo suman 20 más sus números (las figuras valen 0). "
              "Sin dos del mismo palo, vale tu carta más alta. Máximo 33.\n"
              "• Cantos: Envido (2), Real envido (3), Falta envido (lo que le falta al que va "
              "ganando). Se pueden subir; el rival dice Quiero o No quiero.\n"
              "• No quiero: el que cantó se lleva lo ya aceptado, o 1. Quiero: se dicen los tantos y "
              "gana el mayor (empate: el que es mano). Al final se muestran las cartas.",
        "pt": "Pede-se na primeira vaza, antes de jogar a sua primeira carta.\n"
              "• Valor: duas cartas do mesmo naipe somam 20 mais os números (figuras valem 0). "
              "Sem duas do mesmo naipe, vale a carta mais alta. Máximo 33.\n"
              "• Pedidos: Envido (2), Real envido (3), Falta envido (o que falta a quem está na "
              "frente). Pode-se aumentar; o rival diz Quiero ou No quiero.\n"
              "• No quiero: quem pediu leva o já aceito, ou 1. Quiero: cantam-se os pontos e vence "
              "o maior (empate: quem é mão). No fim as cartas são mostradas.",
        "en": "Called during the first trick, before you play your first card.\n"
              "• Value: two cards of one suit score 20 plus their numbers (10, 11, 12 count 0). "
              "Without two of a suit, your highest card. At most 33.\n"
              "• Calls: Envido (2), Real envido (3), Falta envido (what the leader still needs). "
              "They can be raised; the rival answers Quiero (yes) or No quiero (no).\n"
              "• No quiero: the caller takes what was accepted before, or 1. Quiero: values are "
              "declared, the higher wins (a tie goes to the mano). The cards are shown at the end."},
    "howto.p2.body_noraises": {
        "es": "Se canta en la primera baza, antes de jugar tu primera carta.\n"
              "• Valor: dos cartas del mismo palo suman 20 más sus números (las figuras valen 0). "
              "Sin dos del mismo palo, vale tu carta más alta. Máximo 33.\n"
              "• Cantos: Envido (2), Real envido (3), Falta envido (lo que le falta al que va "
              "ganando). Con estas reglas el envido no se sube: el rival dice Quiero o No quiero "
              "a lo que se cantó.\n"
              "• No quiero: el que cantó se lleva 1. Quiero: se dicen los tantos y gana el mayor "
              "(empate: el que es mano). Al final se muestran las cartas.",
        "pt": "Pede-se na primeira vaza, antes de jogar a sua primeira carta.\n"
              "• Valor: duas cartas do mesmo naipe somam 20 mais os números (figuras valem 0). "
              "Sem duas do mesmo naipe, vale a carta mais alta. Máximo 33.\n"
              "• Pedidos: Envido (2), Real envido (3), Falta envido (o que falta a quem está na "
              "frente). Com estas regras o envido não se aumenta: o rival diz Quiero ou No quiero "
              "ao que foi pedido.\n"
              "• No quiero: quem pediu leva 1. Quiero: cantam-se os pontos e vence o maior "
              "(empate: quem é mão). No fim as cartas são mostradas.",
        "en": "Called during the first trick, before you play your first card.\n"
              "• Value: two cards of one suit score 20 plus their numbers (10, 11, 12 count 0). "
              "Without two of a suit, your highest card. At most 33.\n"
              "• Calls: Envido (2), Real envido (3), Falta envido (what the leader still needs). "
              "With these rules the envido is never raised: the rival answers Quiero (yes) or "
              "No quiero (no) to the call as it was made.\n"
              "• No quiero: the caller scores 1. Quiero: values are declared, the higher wins (a "
              "tie goes to the mano). The cards are shown at the end."},
    "howto.p2.example": {"es": "7 y 5 de oro: 20 + 7 + 5 = 32", "pt": "7 e 5 de ouros: 20 + 7 + 5 = 32",
                         "en": "7 and 5 of coins: 20 + 7 + 5 = 32"},
    "howto.p3.title": {"es": "El truco y el mazo", "pt": "O truco e o baralho (mazo)",
                       "en": "Truco and folding"},
    "howto.p3.body": {
        "es": "Una mano vale 1 punto. En tu turno, antes de jugar, podés cantar:\n"
              "• Truco (la mano vale 2), Retruco (3), Vale cuatro (4). Solo sube el equipo que "
              "tiene el quiero, es decir, el que aceptó el último canto.\n"
              "• El rival responde Quiero, No quiero o sube. No quiero termina la mano: el que "
              "cantó se lleva lo que valía antes (1, 2 o 3).\n"
              "• El envido está primero: ante un truco en la primera baza podés cantar envido antes "
              "de responder.\n"
              "• Irse al mazo: abandonás la mano y el rival se lleva lo que valía.",
        "pt": "Uma mão vale 1 ponto. Na sua vez, antes de jogar, você pode pedir:\n"
              "• Truco (a mão vale 2), Retruco (3), Vale cuatro (4). Só aumenta a dupla que tem o "
              "quiero, isto é, a que aceitou o último pedido.\n"
              "• O rival responde Quiero, No quiero ou aumenta. No quiero encerra a mão: quem pediu "
              "leva o valor anterior (1, 2 ou 3).\n"
              "• O envido vem primeiro: diante de um truco na primeira vaza pode-se pedir envido "
              "antes de responder.\n"
              "• Ir ao mazo: você desiste da mão e o rival leva o que ela valia.",
        "en": "A hand is worth 1 point. On your turn, before playing, you may call:\n"
              "• Truco (the hand is worth 2), Retruco (3), Vale cuatro (4). Only the team holding "
              "the quiero (the one that accepted the last call) may raise.\n"
              "• The rival answers Quiero, No quiero or raises. No quiero ends the hand: the "
              "caller scores the previous value (1, 2 or 3).\n"
              "• Envido comes first: facing a truco in the first trick you may call envido before "
              "answering.\n"
              "• Going to the mazo folds the hand; the rivals score what it was worth."},
    "howto.p4.title": {"es": "La flor y la partida", "pt": "A flor e a partida",
                       "en": "Flor and the match"},
    "howto.p4.title_noflor": {"es": "La partida", "pt": "A partida", "en": "The match"},
    # page 4 is put together from these, each said only when its option is on
    "howto.p4.flor": {
        "es": "• Flor: tres cartas del mismo palo. Se canta sola y anula el envido; el equipo con "
              "la mejor flor suma 3 puntos por cada flor cantada.",
        "pt": "• Flor: três cartas do mesmo naipe. É cantada sozinha e anula o envido; a dupla "
              "com a melhor flor soma 3 pontos por flor cantada.",
        "en": "• Flor: three cards of one suit. It is sung by itself and cancels the envido; the "
              "team with the best flor scores 3 points per flor sung."},
    "howto.p4.points_flor": {"es": "• Los puntos del envido y la flor se cuentan antes que los de las bazas.",
                             "pt": "• Os pontos do envido e da flor contam antes dos das vazas.",
                             "en": "• Envido and flor points count before the tricks' points."},
    "howto.p4.points": {"es": "• Los puntos del envido se cuentan antes que los de las bazas.",
                        "pt": "• Os pontos do envido contam antes dos das vazas.",
                        "en": "• Envido points count before the tricks' points."},
    "howto.p4.target30": {
        "es": "• Se juega a 30: los primeros 15 son las malas y los otros, las buenas. Se anotan "
              "con fósforos, en cuadrados de cinco.",
        "pt": "• Joga-se até 30: os primeiros 15 são as malas e os outros, as buenas. Marcam-se "
              "com fósforos, em quadrados de cinco.",
        "en": "• Play to 30: the first 15 are the malas, the rest the buenas. The score is kept "
              "with matchsticks in squares of five."},
    "howto.p4.target": {
        "es": "• Se juega a {n}. Los puntos se anotan con fósforos, en cuadrados de cinco.",
        "pt": "• Joga-se até {n}. Os pontos se marcam com fósforos, em quadrados de cinco.",
        "en": "• Play to {n}. The score is kept with matchsticks in squares of five."},
    "howto.p4.one_chico": {
        "es": "• Gana el primer equipo que llega a {n}, aunque sea en medio de una mano.",
        "pt": "• Vence quem chega primeiro a {n}, mesmo no meio de uma mão.",
        "en": "• The first team to reach {n} wins, even in the middle of a hand."},
    "howto.p4.partido": {
        "es": "• Partido: cada chico lo gana el primero que llega a {n}, aunque sea en medio de "
              "una mano; el siguiente empieza de cero. Gana el partido quien gana dos chicos.",
        "pt": "• Partido: cada chico é ganho por quem chega primeiro a {n}, mesmo no meio de uma "
              "mão; o seguinte começa do zero. Vence o partido quem ganha dois chicos.",
        "en": "• Partido: a chico goes to the first team to reach {n}, even in the middle of a "
              "hand; the next starts from zero. Two chicos win the partido."},
    "howto.p4.example_match": {"es": "Partida a {n}", "pt": "Partida até {n}", "en": "Playing to {n}"},
    "howto.p4.example_partido": {"es": "Partido: 2 chicos a {n}", "pt": "Partido: 2 chicos até {n}",
                                 "en": "Partido: 2 chicos to {n}"},
    # ---------------------------------------------------------------- Mineiro
    "howto.p5.title": {"es": "Truco Mineiro: las cartas", "pt": "Truco Mineiro: as cartas",
                       "en": "Truco Mineiro: the cards"},
    "howto.p5.body": {
        "es": "Baraja francesa sin 8, 9 ni 10 (40 cartas), en parejas, a 12 tentos.\n"
              "• Las cuatro manilhas, de mayor a menor: zap (4 de trébol), copas (7 de corazón), "
              "espadilha (as de pica) y pica-fumo (7 de diamante).\n"
              "• Después: 3, 2, ases, K, J, Q, 7, 6, 5, 4. Las cartas iguales empatan.\n"
              "• Gana la mano quien gana dos bazas; con empates gana el primero que gane una. "
              "Tres empates: nadie suma. Una mano vale 1 tento.",
        "pt": "Baralho francês sem 8, 9 e 10 (40 cartas), em duplas, até 12 tentos.\n"
              "• As quatro manilhas, da maior para a menor: zap (4 de paus), copas (7 de copas), "
              "espadilha (ás de espadas) e pica-fumo (7 de ouros).\n"
              "• Depois: 3, 2, ases, K, J, Q, 7, 6, 5, 4. Cartas iguais empatam.\n"
              "• Ganha a mão quem faz duas vazas; com empates, quem ganhar uma primeiro. Três "
              "empates: ninguém marca. Uma mão vale 1 tento.",
        "en": "A French deck without 8s, 9s and 10s (40 cards), in pairs, to 12 points (tentos).\n"
              "• The four manilhas, high to low: zap (4 of clubs), copas (7 of hearts), espadilha "
              "(ace of spades) and pica-fumo (7 of diamonds).\n"
              "• Then: 3, 2, aces, K, J, Q, 7, 6, 5, 4. Equal ranks tie.\n"
              "• Two tricks win the hand; with ties, the first team to win a trick. Three ties: "
              "nobody scores. A hand is worth 1 tento."},
    "howto.p6.title": {"es": "Las tandas", "pt": "As tandas", "en": "The tandas"},
    "howto.p6.body": {
        "es": "El que da reparte primero una tanda de tres cartas al mão (el que sale). El mão la "
              "mira y elige:\n"
              "• Quedársela.\n"
              "• Pasarla boca abajo a su compañero (una vez por mano).\n"
              "• Quemarla boca arriba: todos la ven y queda fuera de la mano.\n"
              "Después de pasar o quemar recibe otra tanda; la cuarta tiene que quedársela. "
              "Luego el que da reparte tres cartas a cada uno de los demás.",
        "pt": "O pé entrega primeiro uma tanda de três cartas ao mão (quem sai jogando). O mão olha "
              "e escolhe:\n"
              "• Ficar com ela.\n"
              "• Passá-la fechada ao parceiro (uma vez por mão).\n"
              "• Queimá-la aberta: todos veem e ela sai da mão.\n"
              "Depois de passar ou queimar recebe outra tanda; a quarta ele tem de ficar. Então o "
              "pé dá três cartas a cada um dos outros.",
        "en": "The dealer first gives the mão (who leads) a batch (tanda) of three. The mão looks "
              "and chooses:\n"
              "• Keep it.\n"
              "• Pass it face down to the partner (once per hand).\n"
              "• Burn it face up: everyone sees it and it leaves the hand.\n"
              "After a pass or a burn a new tanda comes; the fourth must be kept. Then the dealer "
              "gives three cards to each of the others."},
    "howto.p7.title": {"es": "Truco en la baza y la encoberta", "pt": "Truco na vaza e a encoberta",
                       "en": "Truco on the trick, and face down"},
    "howto.p7.body": {
        "es": "• ¡Truco! apuesta 3 tentos a la baza que se está jugando. El rival dice Aceito, "
              "Corro (corre) o sube a Seis, Nove o Doze.\n"
              "• Corro: los que apostaron se llevan lo que valía antes y se acaba la mano.\n"
              "• Aceptada la apuesta, el equipo que gana esa baza gana la mano y los tentos, aunque "
              "haya perdido una baza antes.\n"
              "• No se apuesta lo que te haría ganar la partida.\n"
              "• Encoberta: desde la segunda baza podés jugar una carta boca abajo; no gana ni empata.",
        "pt": "• Truco! aposta 3 tentos na vaza que está sendo jogada. O rival diz Aceito, Corro ou "
              "aumenta para Seis, Nove ou Doze.\n"
              "• Corro: quem apostou leva o valor anterior e a mão acaba.\n"
              "• Aceita a aposta, a dupla que ganhar essa vaza ganha a mão e os tentos, mesmo tendo "
              "perdido uma vaza antes.\n"
              "• Não se aposta o que já daria a partida.\n"
              "• Encoberta: da segunda vaza em diante pode-se jogar uma carta fechada; ela não ganha "
              "nem empata.",
        "en": "• Truco! bets 3 tentos on the trick being played. The rivals answer Aceito "
              "(accept), Corro (run) or raise to Seis, Nove or Doze.\n"
              "• Corro: the bettors score the previous stake and the hand ends.\n"
              "• Once accepted, the team that takes that trick wins the hand and the stake, even "
              "after losing an earlier trick.\n"
              "• No team may bet what would already win it the game.\n"
              "• Encoberta: from the second trick on a card may be played face down; it can't win "
              "or tie."},
    "howto.p8.title": {"es": "Mão de onze y mão de ferro", "pt": "Mão de onze e mão de ferro",
                       "en": "Mão de onze and mão de ferro"},
    "howto.p8.body": {
        "es": "• Mão de onze: cuando un solo equipo tiene 11, sus jugadores ven las cartas del "
              "compañero y deciden: jugar la mano por 3 tentos (sin truco) o correr y darle 1 "
              "al rival.\n"
              "• Mão de ferro: cuando los dos equipos tienen 11, todos juegan a ciegas: elegís una "
              "de tus cartas sin verla y se da vuelta al jugarla. Sin truco ni encoberta.\n"
              "• Gana el primer equipo que llega a 12 tentos.",
        "pt": "• Mão de onze: quando só uma dupla tem 11, seus jogadores veem as cartas do parceiro "
              "e decidem: jogar a mão valendo 3 tentos (sem truco) ou correr e dar 1 ao rival.\n"
              "• Mão de ferro: quando as duas duplas têm 11, todos jogam às cegas: você escolhe "
              "uma das suas cartas sem vê-la, e ela é virada ao ser jogada. Sem truco nem "
              "encoberta.\n"
              "• Vence a primeira dupla a chegar a 12 tentos.",
        "en": "• Mão de onze: when exactly one team has 11, its players see each other's cards "
              "and choose: play the hand for 3 tentos (no truco) or run and give the rivals 1.\n"
              "• Mão de ferro: when both teams have 11, everyone plays blind: pick one of your "
              "unseen cards and it is turned up as it is played. No truco, no face-down cards.\n"
              "• The first team to reach 12 tentos wins."},
    "howto.p8.example": {"es": "Mão de ferro: tus cartas, sin verlas", "pt": "Mão de ferro: suas cartas, sem vê-las",
                         "en": "Mão de ferro: your cards, unseen"},
    "howto.p6.example": {"es": "Una tanda quemada: todos la ven", "pt": "Uma tanda queimada: todos veem",
                         "en": "A burned tanda: everyone sees it"},
    "howto.p3.example": {"es": "Truco 2 · Retruco 3 · Vale cuatro 4", "pt": "Truco 2 · Retruco 3 · Vale cuatro 4",
                         "en": "Truco 2 · Retruco 3 · Vale cuatro 4"},
    "howto.p4.example": {"es": "Flor de copas: 20 + 7 + 5 + 3 = 35", "pt": "Flor de copas: 20 + 7 + 5 + 3 = 35",
                         "en": "Flor of cups: 20 + 7 + 5 + 3 = 35"},
    "howto.p7.example": {"es": "Truco 3 · Seis 6 · Nove 9 · Doze 12", "pt": "Truco 3 · Seis 6 · Nove 9 · Doze 12",
                         "en": "Truco 3 · Seis 6 · Nove 9 · Doze 12"},
}
