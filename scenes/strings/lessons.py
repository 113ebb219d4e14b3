"""Strings of the Lecciones (es / pt / en): each lesson's title and introduction, and for each of
its questions the question (``.q``) and the explanation shown whatever the answer (``.why``)."""

STRINGS = {
    # ---------------------------------------------------------------- the screens
    "lessons.title": {"es": "Lecciones", "pt": "Lições", "en": "Lessons"},
    "lessons.pick": {"es": "Elegí una lección: cada una es una mano con las cartas a la vista.",
                     "pt": "Escolha uma lição: cada uma é uma mão com as cartas à vista.",
                     "en": "Pick a lesson: each is one hand with every card face up."},
    "lessons.done_mark": {"es": "✓", "pt": "✓", "en": "✓"},
    "lessons.right": {"es": "¡Bien!", "pt": "Isso!", "en": "Right!"},
    "lessons.better": {"es": "Mejor: {action}", "pt": "Melhor: {action}", "en": "Better: {action}"},
    "lessons.on": {"es": "Seguir", "pt": "Seguir", "en": "Go on"},
    "lessons.finished": {"es": "Lección terminada", "pt": "Lição terminada", "en": "Lesson done"},
    "lessons.score": {"es": "Acertaste {n} de {total}", "pt": "Você acertou {n} de {total}",
                      "en": "You got {n} of {total} right"},
    "lessons.next": {"es": "Siguiente lección", "pt": "Próxima lição", "en": "Next lesson"},
    "lessons.list": {"es": "Lecciones", "pt": "Lições", "en": "Lessons"},
    "lessons.open_cards": {"es": "Cartas a la vista", "pt": "Cartas à vista", "en": "Cards face up"},
    "lessons.offer_title": {"es": "¿Primera vez?", "pt": "Primeira vez?", "en": "First time?"},
    "lessons.offer_text": {"es": "Trece lecciones cortas te enseñan a jugar, mano a mano y con las cartas a la vista. Las tenés siempre en el menú.",
                           "pt": "Treze lições curtas ensinam a jogar, mão a mão e com as cartas à vista. Elas ficam sempre no menu.",
                           "en": "Thirteen short lessons teach you to play, hand by hand with every card face up. They stay in the menu."},
    "lessons.offer_yes": {"es": "Ver lecciones", "pt": "Ver lições", "en": "Show lessons"},
    "lessons.offer_no": {"es": "Ahora no", "pt": "Agora não", "en": "Not now"},
    "lessons.play": {"es": "Jugar {card}", "pt": "Jogar {card}", "en": "Play {card}"},
    "lessons.down": {"es": "Tapada: {card}", "pt": "Coberta: {card}", "en": "Face down: {card}"},
    "lessons.parda": {"es": "parda", "pt": "empate", "en": "parda"},
    "lessons.baza": {"es": "Baza {n}: {who}", "pt": "Vaza {n}: {who}", "en": "Trick {n}: {who}"},
    "lessons.burned": {"es": "Quemadas:", "pt": "Queimadas:", "en": "Burned:"},
    "lessons.new": {"es": "¿Primera vez? Empezá por acá", "pt": "Primeira vez? Comece aqui",
                    "en": "First time? Start here"},
    "card.rank.10": {"es": "sota", "pt": "valete", "en": "jack"},
    "card.rank.11": {"es": "caballo", "pt": "cavalo", "en": "knight"},
    "card.rank.12": {"es": "rey", "pt": "rei", "en": "king"},
    "card.rank.1": {"es": "as", "pt": "ás", "en": "ace"},
    "card.rank.A": {"es": "as", "pt": "ás", "en": "ace"},
    "card.rank.J": {"es": "J", "pt": "valete", "en": "jack"},
    "card.rank.Q": {"es": "Q", "pt": "dama", "en": "queen"},
    "card.rank.K": {"es": "K", "pt": "rei", "en": "king"},
    "card.suit.e": {"es": "espada", "pt": "espadas", "en": "swords"},
    "card.suit.b": {"es": "basto", "pt": "paus", "en": "clubs"},
    "card.suit.o": {"es": "oro", "pt": "ouros", "en": "coins"},
    "card.suit.c.spanish": {"es": "copa", "pt": "copas", "en": "cups"},
    "card.suit.c": {"es": "trébol", "pt": "paus", "en": "clubs"},
    "card.suit.h": {"es": "corazón", "pt": "copas", "en": "hearts"},
    "card.suit.s": {"es": "pica", "pt": "espadas", "en": "spades"},
    "card.suit.d": {"es": "diamante", "pt": "ouros", "en": "diamonds"},
    "card.name": {"es": "{rank} de {suit}", "pt": "{rank} de {suit}", "en": "{rank} of {suit}"},
    "lessons.points": {"es": "Nosotros {us} · Ellos {them}", "pt": "Nós {us} · Eles {them}",
                       "en": "Us {us} · Them {them}"},

    # ---------------------------------------------------------------- Argentino
    "lesson.cartas.title": {"es": "Las cartas", "pt": "As cartas", "en": "The cards"},
    "lesson.cartas.intro": {
        "es": "De mayor a menor: ancho de espada, ancho de basto, siete de espada, siete de oro, los tres, los dos, los anchos falsos, reyes, caballos, sotas, sietes falsos, seis, cincos y cuatros.",
        "pt": "Da maior para a menor: ás de espadas, ás de paus (basto), sete de espadas, sete de ouros, os três, os dois, os ases falsos, reis, cavalos, valetes, setes falsos, seis, cincos e quatros.",
        "en": "High to low: ace of swords, ace of clubs (basto), seven of swords, seven of coins (oro), the threes, the twos, the other aces, kings, knights, jacks, the other sevens, sixes, fives and fours."},
    "lesson.cartas.beat.q": {
        "es": "El rival salió con el siete de oro. ¿Qué carta tuya le gana?",
        "pt": "O rival saiu com o sete de ouros. Qual carta sua ganha dele?",
        "en": "Your rival led the seven of coins. Which of your cards beats it?"},
    "lesson.cartas.beat.why": {
        "es": "Solo el ancho de espada: es la carta más alta. El tres vale menos que los dos sietes bravos.",
        "pt": "Só o ás de espadas: é a carta mais alta. O três vale menos que os dois setes bravos.",
        "en": "Only the ace of swords: it is the highest card. A three is below both top sevens."},
    "lesson.cartas.lead.q": {
        "es": "Ganaste la primera y salís vos. Al rival le quedan el 4 de espada y el 5 de basto. ¿Con qué carta ganás la segunda?",
        "pt": "Você ganhou a primeira e sai agora. O rival tem o 4 de espadas e o 5 de paus. Com que carta você ganha a segunda?",
        "en": "You won the first trick and lead now. Your rival holds the 4 of swords and the 5 of clubs. Which card wins the second trick?"},
    "lesson.cartas.lead.why": {
        "es": "El tres le gana a cualquier cinco o cuatro; el cuatro de basto pierde contra el cinco. Dos bazas: la mano es tuya.",
        "pt": "O três ganha de qualquer cinco ou quatro; o quatro de paus perde para o cinco. Duas vazas: a mão é sua.",
        "en": "A three beats any five or four; the four of clubs loses to the five. Two tricks: the hand is yours."},

    "lesson.pardas.title": {"es": "Bazas y pardas", "pt": "Vazas e empates (pardas)", "en": "Tricks and pardas"},
    "lesson.pardas.intro": {
        "es": "Gana la mano quien gana dos bazas. Si las cartas más altas empatan entre los dos equipos, la baza es parda.",
        "pt": "Ganha a mão quem ganha duas vazas. Se as cartas mais altas empatam entre as duas equipes, a vaza é parda (empate).",
        "en": "Whoever wins two tricks wins the hand. When the top cards of both teams tie, the trick is parda (a tie)."},
    "lesson.pardas.after.q": {
        "es": "Tu tres y el tres del rival empardaron la primera. Salís de nuevo. ¿Qué jugás?",
        "pt": "Seu três e o três do rival empataram a primeira. Você sai de novo. O que joga?",
        "en": "Your three and your rival's three tied the first trick. You lead again. What do you play?"},
    "lesson.pardas.after.why": {
        "es": "Después de una parda en la primera, la próxima baza que alguien gane decide la mano: jugá tu carta más alta. El ancho de basto no pierde con nada del rival.",
        "pt": "Depois de empatar a primeira, a próxima vaza que alguém ganhar decide a mão: jogue sua carta mais alta. O ás de paus não perde para nada do rival.",
        "en": "After a parda in the first trick, the next trick anyone wins decides the hand: play your highest card. The ace of clubs loses to nothing your rival has."},

    "lesson.mano.title": {"es": "Quién es mano", "pt": "Quem é mão", "en": "Who is mano"},
    "lesson.mano.intro": {
        "es": "El jugador después del que reparte es mano: sale primero y gana los empates de envido.",
        "pt": "O jogador depois de quem dá as cartas é o mão: sai primeiro e ganha os empates de envido.",
        "en": "The player after the dealer is mano: leads first and wins envido ties."},
    "lesson.mano.tie.q": {
        "es": "Sos mano. Tenés 28 de envido (7 y 1 de copa) y el rival también tiene 28 (6 y 2 de basto). ¿Cantás envido?",
        "pt": "Você é mão. Tem 28 de envido (7 e ás de copas) e o rival também tem 28 (6 e 2 de paus). Pede envido?",
        "en": "You are mano. You hold 28 for envido (7 and ace of cups), and so does your rival (6 and 2 of clubs). Do you call envido?"},
    "lesson.mano.tie.why": {
        "es": "Sí: en un empate gana el mano. Tu 28 le gana al 28 del rival y sumás 2.",
        "pt": "Sim: no empate ganha o mão. Seu 28 ganha do 28 do rival e você soma 2.",
        "en": "Yes: the mano wins a tie. Your 28 beats your rival's 28 and you score 2."},

    "lesson.envido.title": {"es": "Envido: contar y cantar", "pt": "Envido: contar e pedir", "en": "Envido: counting and calling"},
    "lesson.envido.intro": {
        "es": "Dos cartas del mismo palo: 20 más las dos (las figuras valen 0). Si no, vale tu carta más alta.",
        "pt": "Duas cartas do mesmo naipe: 20 mais as duas (as figuras valem 0). Se não, vale sua carta mais alta.",
        "en": "Two cards of one suit: 20 plus both (face cards count 0). Otherwise, your highest card."},
    "lesson.envido.count.q": {
        "es": "Tenés 6 y 2 de espada y la sota de copa. ¿Cuánto tenés? Sos mano y te toca: ¿qué hacés?",
        "pt": "Você tem 6 e 2 de espadas e o valete de copas. Quanto tem? Você é mão e é sua vez: o que faz?",
        "en": "You hold the 6 and 2 of swords and the jack of cups. What is your envido? You are mano and it is your turn: what do you do?"},
    "lesson.envido.count.why": {
        "es": "20 + 6 + 2 = 28: con 28 se canta. El envido solo se canta en la primera baza, antes de tirar tu carta. El rival tenía 26.",
        "pt": "20 + 6 + 2 = 28: com 28 se pede. O envido só se pede na primeira vaza, antes de jogar sua carta. O rival tinha 26.",
        "en": "20 + 6 + 2 = 28: with 28 you call. Envido is only called in the first trick, before you play your card. Your rival had 26."},

    "lesson.subir.title": {"es": "Responder y subir el envido", "pt": "Responder e aumentar o envido", "en": "Answering and raising envido"},
    "lesson.subir.intro": {
        "es": "Al envido se contesta Quiero, No quiero, o subiendo: Envido, Real envido, Falta envido.",
        "pt": "Ao envido se responde Quiero, No quiero, ou aumentando: Envido, Real envido, Falta envido.",
        "en": "Envido is answered Quiero, No quiero, or with a raise: Envido, Real envido, Falta envido."},
    "lesson.subir.raise.q": {
        "es": "El rival cantó envido. Tenés 31 (7 y 4 de basto) y ves que él tiene 27. ¿Qué respondés?",
        "pt": "O rival pediu envido. Você tem 31 (7 e 4 de paus) e vê que ele tem 27. O que responde?",
        "en": "Your rival called envido. You hold 31 (7 and 4 of clubs) and can see their 27. What do you answer?"},
    "lesson.subir.raise.why": {
        "es": "Si vas a ganar, subí: Envido y Real envido querido valen 5 en vez de 2. Falta envido te daría la partida, pero con 27 nadie la quiere y cobrarías solo 2.",
        "pt": "Se vai ganhar, aumente: Envido e Real envido aceitos valem 5 em vez de 2. Falta envido daria a partida, mas com 27 ninguém aceita e você levaria só 2.",
        "en": "When you will win, raise: Envido and Real envido accepted are worth 5 instead of 2. Falta envido would win the game, but nobody accepts it with 27 and you would take only 2."},

    "lesson.truco.title": {"es": "Truco, retruco y vale cuatro", "pt": "Truco, retruco e vale quatro", "en": "Truco, retruco and vale cuatro"},
    "lesson.truco.intro": {
        "es": "El truco hace que la mano valga 2; el retruco, 3; el vale cuatro, 4. Solo sube quien tiene el quiero.",
        "pt": "O truco faz a mão valer 2; o retruco, 3; o vale quatro, 4. Só aumenta quem tem o quiero.",
        "en": "Truco makes the hand worth 2; retruco 3; vale cuatro 4. Only the team that accepted may raise."},
    "lesson.truco.retruco.q": {
        "es": "El rival cantó truco. Tenés los dos anchos y el siete de espada. ¿Qué respondés?",
        "pt": "O rival pediu truco. Você tem os dois ases bravos e o sete de espadas. O que responde?",
        "en": "Your rival called truco. You hold both top aces and the seven of swords. What do you answer?"},
    "lesson.truco.retruco.why": {
        "es": "Con las tres mejores cartas del mazo no podés perder: retruco (la mano pasa a valer 3).",
        "pt": "Com as três melhores cartas do baralho você não perde: retruco (a mão passa a valer 3).",
        "en": "With the three best cards in the deck you cannot lose: retruco (the hand is now worth 3)."},
    "lesson.truco.vale.q": {
        "es": "El rival subió a vale cuatro. ¿Querés?",
        "pt": "O rival subiu para vale quatro. Aceita?",
        "en": "Your rival raised to vale cuatro. Do you accept?"},
    "lesson.truco.vale.why": {
        "es": "Quiero: la mano vale 4 y es tuya. Con No quiero el rival se llevaría 3.",
        "pt": "Quiero: a mão vale 4 e é sua. Com No quiero o rival levaria 3.",
        "en": "Quiero: the hand is worth 4 and it is yours. No quiero would give your rival 3."},
    "lesson.truco.cheap.q": {
        "es": "El rival tiró un tres. ¿Con qué carta ganás esta baza?",
        "pt": "O rival jogou um três. Com que carta você ganha esta vaza?",
        "en": "Your rival played a three. Which card wins this trick?"},
    "lesson.truco.cheap.why": {
        "es": "Las tres le ganan, pero el siete de espada alcanza: guardá los anchos para lo que venga.",
        "pt": "As três ganham, mas o sete de espadas basta: guarde os ases para o que vier.",
        "en": "All three win, but the seven of swords is enough: keep the aces for what comes next."},

    "lesson.primero.title": {"es": "El envido está primero", "pt": "O envido vem primeiro", "en": "Envido comes first"},
    "lesson.primero.intro": {
        "es": "Si te cantan truco en la primera baza y todavía no tiraste carta, podés cantar envido antes de contestar.",
        "pt": "Se pedem truco na primeira vaza e você ainda não jogou, pode pedir envido antes de responder.",
        "en": "If truco is called in the first trick before you have played, you may call envido before answering."},
    "lesson.primero.envido.q": {
        "es": "El rival cantó truco. Tenés 33 de envido (7 y 6 de espada). ¿Qué hacés primero?",
        "pt": "O rival pediu truco. Você tem 33 de envido (7 e 6 de espadas). O que faz primeiro?",
        "en": "Your rival called truco. You hold 33 for envido (7 and 6 of swords). What do you do first?"},
    "lesson.primero.envido.why": {
        "es": "¡El envido está primero! Cantalo antes de responder el truco: con 33 no perdés. Después contestás el truco.",
        "pt": "O envido vem primeiro! Peça antes de responder o truco: com 33 você não perde. Depois responde o truco.",
        "en": "Envido comes first! Call it before answering the truco: with 33 you cannot lose. Then answer the truco."},
    "lesson.primero.truco.q": {
        "es": "Ganaste el envido. Ahora respondé el truco: tenés el siete de espada y un tres; el rival, un 4, un 5 y un rey.",
        "pt": "Você ganhou o envido. Agora responda o truco: tem o sete de espadas e um três; o rival, um 4, um 5 e um rei.",
        "en": "You won the envido. Now answer the truco: you hold the seven of swords and a three; your rival a 4, a 5 and a king."},
    "lesson.primero.truco.why": {
        "es": "Quiero: el rival mintió. Con el siete de espada y el tres ganás dos bazas y la mano vale 2.",
        "pt": "Quiero: o rival blefou. Com o sete de espadas e o três você ganha duas vazas e a mão vale 2.",
        "en": "Quiero: your rival bluffed. With the seven of swords and the three you win two tricks, and the hand is worth 2."},

    "lesson.flor.title": {"es": "La flor", "pt": "A flor", "en": "Flor"},
    "lesson.flor.intro": {
        "es": "Con flor activada, tres cartas del mismo palo son flor: se canta sola, anula el envido y vale 3.",
        "pt": "Com flor ativada, três cartas do mesmo naipe são flor: é cantada sozinha, anula o envido e vale 3.",
        "en": "With flor on, three cards of one suit are a flor: it is sung by itself, cancels the envido and scores 3."},
    "lesson.flor.truco.q": {
        "es": "El rival cantó envido, pero tu flor (1, 5 y 7 de copa) se cantó sola: el envido no va y la flor vale 3. Ahora el rival canta truco. ¿Querés?",
        "pt": "O rival pediu envido, mas sua flor (ás, 5 e 7 de copas) foi cantada sozinha: o envido cai e a flor vale 3. Agora o rival pede truco. Aceita?",
        "en": "Your rival called envido, but your flor (ace, 5 and 7 of cups) was sung by itself: no envido, and the flor scores 3. Now your rival calls truco. Accept?"},
    "lesson.flor.truco.why": {
        "es": "Quiero: tu ancho de copa le gana al rey y tu siete al seis. Con flor no se canta envido: la flor ya vale 3, y se cobra al terminar la primera baza.",
        "pt": "Quiero: seu ás de copas ganha do rei e seu sete do seis. Com flor não se pede envido: a flor já vale 3, e conta ao fim da primeira vaza.",
        "en": "Quiero: your ace of cups beats the king and your seven the six. With a flor there is no envido: the flor is worth 3, scored when the first trick ends."},

    "lesson.mazo.title": {"es": "Irse al mazo", "pt": "Ir ao baralho (mazo)", "en": "Folding (mazo)"},
    "lesson.mazo.intro": {
        "es": "Irse al mazo abandona la mano: el rival cobra lo que vale la mano en ese momento.",
        "pt": "Ir ao mazo abandona a mão: o rival leva o que a mão vale nesse momento.",
        "en": "Going to the mazo gives up the hand: the other team scores what the hand is worth then."},
    "lesson.mazo.fold.q": {
        "es": "El rival cantó truco con el ancho de espada, un dos y un tres. Tenés 4, 5 y 6 de palos distintos. ¿Qué hacés?",
        "pt": "O rival pediu truco com o ás de espadas, um dois e um três. Você tem 4, 5 e 6 de naipes diferentes. O que faz?",
        "en": "Your rival called truco holding the ace of swords, a two and a three. You hold a 4, 5 and 6 of different suits. What do you do?"},
    "lesson.mazo.fold.why": {
        "es": "No quiero o al mazo: el rival cobra 1. Si querés, perdés 2; y sin envido (tenés 6), no hay nada que pelear.",
        "pt": "No quiero ou mazo: o rival leva 1. Se aceitar, perde 2; e sem envido (você tem 6), não há o que disputar.",
        "en": "No quiero or mazo: your rival scores 1. Accepting loses 2; and with no envido (you have 6) there is nothing to fight for."},

    # ---------------------------------------------------------------- Mineiro
    "lesson.manilhas.title": {"es": "Mineiro: las manilhas", "pt": "Mineiro: as manilhas", "en": "Mineiro: the manilhas"},
    "lesson.manilhas.intro": {
        "es": "Cuatro cartas mandan: zap (4 de trébol), copas (7 de corazón), espadilha (as de pica) y pica-fumo (7 de diamante). Después: 3, 2, ases, K, J, Q, 7, 6, 5, 4.",
        "pt": "Quatro cartas mandam: zap (4 de paus), copas (7 de copas), espadilha (ás de espadas) e pica-fumo (7 de ouros). Depois: 3, 2, ases, K, J, Q, 7, 6, 5, 4.",
        "en": "Four cards rule: zap (4 of clubs), copas (7 of hearts), espadilha (ace of spades) and pica-fumo (7 of diamonds). Then: 3, 2, aces, K, J, Q, 7, 6, 5, 4."},
    "lesson.manilhas.beat.q": {
        "es": "El rival de la izquierda tiró el pica-fumo. Tenés el zap, la espadilha y el 5 de corazón. ¿Cuál jugás?",
        "pt": "O rival da esquerda jogou o pica-fumo. Você tem o zap, a espadilha e o 5 de copas. Qual joga?",
        "en": "The left rival played the pica-fumo. You hold the zap, the espadilha and the 5 of hearts. Which do you play?"},
    "lesson.manilhas.beat.why": {
        "es": "La espadilha alcanza para ganarle al pica-fumo; guardá el zap, que no pierde con nada.",
        "pt": "A espadilha basta para ganhar do pica-fumo; guarde o zap, que não perde para nada.",
        "en": "The espadilha is enough to beat the pica-fumo; keep the zap, which loses to nothing."},

    "lesson.tandas.title": {"es": "Mineiro: las tandas", "pt": "Mineiro: as tandas", "en": "Mineiro: tandas"},
    "lesson.tandas.intro": {
        "es": "El mão recibe tres cartas y elige: quedárselas, pasarlas al compañero (una vez) o quemarlas a la vista.",
        "pt": "O mão recebe três cartas e escolhe: ficar, passar ao parceiro (uma vez) ou queimar à vista.",
        "en": "The mão gets three cards and chooses: keep them, pass them to the partner (once), or burn them face up."},
    "lesson.tandas.burn.q": {
        "es": "Tu primera tanda: 4 de diamante, 5 de pica y 6 de corazón. ¿Qué hacés?",
        "pt": "Sua primeira tanda: 4 de ouros, 5 de espadas e 6 de copas. O que faz?",
        "en": "Your first batch: 4 of diamonds, 5 of spades, 6 of hearts. What do you do?"},
    "lesson.tandas.burn.why": {
        "es": "Quemala: son las cartas más bajas y pasarlas solo le daría basura a tu compañero. Recibís otras tres.",
        "pt": "Queime: são as cartas mais baixas e passar só daria lixo ao parceiro. Você recebe outras três.",
        "en": "Burn it: these are the lowest cards, and passing would only hand them to your partner. You get three more."},
    "lesson.tandas.keep.q": {
        "es": "Segunda tanda: el zap, el 7 de corazón (copas) y un 3. ¿Qué hacés?",
        "pt": "Segunda tanda: o zap, o 7 de copas e um 3. O que faz?",
        "en": "Second batch: the zap, the 7 of hearts (copas) and a 3. What do you do?"},
    "lesson.tandas.keep.why": {
        "es": "Quedátela: dos manilhas y un tres. Podés rechazar hasta tres tandas, pero esta no se suelta.",
        "pt": "Fique com ela: duas manilhas e um três. Dá para recusar até três tandas, mas esta não se larga.",
        "en": "Keep it: two manilhas and a three. You may refuse up to three batches, but not this one."},

    "lesson.trucomineiro.title": {"es": "Mineiro: ¡Truco! en la baza", "pt": "Mineiro: Truco! na vaza", "en": "Mineiro: Truco! on the trick"},
    "lesson.trucomineiro.intro": {
        "es": "En el Mineiro el truco es una apuesta de 3 por la baza que se está jugando: quien la gana, gana la mano.",
        "pt": "No Mineiro o truco é uma aposta de 3 na vaza em jogo: quem ganha a vaza ganha a mão.",
        "en": "In Mineiro, truco is a bet of 3 on the trick being played: whoever wins that trick wins the hand."},
    "lesson.trucomineiro.bet.q": {
        "es": "Salís vos y tenés el zap: nadie le gana. ¿Qué hacés antes de jugar?",
        "pt": "Você sai e tem o zap: ninguém ganha dele. O que faz antes de jogar?",
        "en": "You lead and hold the zap: nothing beats it. What do you do before you play?"},
    "lesson.trucomineiro.bet.why": {
        "es": "¡Truco! Esta baza es tuya, así que apostá por ella: si la aceptan, la mano vale 3.",
        "pt": "Truco! Esta vaza é sua, então aposte nela: se aceitarem, a mão vale 3.",
        "en": "Truco! This trick is yours, so bet on it: if they accept, the hand is worth 3."},
    "lesson.trucomineiro.zap.q": {
        "es": "Aceitaron. ¿Qué carta jugás?", "pt": "Aceitaram. Que carta joga?",
        "en": "They accepted. Which card do you play?"},
    "lesson.trucomineiro.zap.why": {
        "es": "El zap: gana la baza del truco y con ella la mano, por 3 tentos.",
        "pt": "O zap: ganha a vaza do truco e com ela a mão, por 3 tentos.",
        "en": "The zap: it wins the truco's trick and with it the hand, for 3 points (tentos)."},

    "lesson.onze.title": {"es": "Mineiro: mão de onze y cartas tapadas", "pt": "Mineiro: mão de onze e carta coberta",
                          "en": "Mineiro: mão de onze and face-down cards"},
    "lesson.onze.intro": {
        "es": "Con 11, tu equipo ve las cartas de los dos y decide: jugar la mano por 3 o correr y darles 1.",
        "pt": "Com 11, sua dupla vê as cartas dos dois e decide: jogar a mão valendo 3 ou correr e dar 1.",
        "en": "At 11 your team sees both hands and decides: play the hand for 3, or run and give them 1."},
    "lesson.onze.onze.q": {
        "es": "Van 11 a 7. Tenés copas (7 de corazón); tu compañero, el zap y un 3. ¿Jugás la mão de onze?",
        "pt": "Está 11 a 7. Você tem o copas (7 de copas); seu parceiro, o zap e um 3. Joga a mão de onze?",
        "en": "It is 11 to 7. You hold copas (7 of hearts); your partner the zap and a 3. Do you play the mão de onze?"},
    "lesson.onze.onze.why": {
        "es": "Jugá: con dos manilhas entre los dos, la mano es de ustedes y vale 3: ganan la partida.",
        "pt": "Jogue: com duas manilhas na dupla, a mão é de vocês e vale 3: ganham a partida.",
        "en": "Play: with two manilhas between you, the hand is yours and worth 3: you win the game."},
    "lesson.onze.down.q": {
        "es": "Ganaste la primera y salís. Tu compañero tiene el zap y gana esta baza igual. ¿Qué jugás?",
        "pt": "Você ganhou a primeira e sai. Seu parceiro tem o zap e ganha esta vaza de qualquer jeito. O que joga?",
        "en": "You won the first trick and lead. Your partner holds the zap and wins this trick anyway. What do you play?"},
    "lesson.onze.down.why": {
        "es": "Desde la segunda baza podés jugar tapada: no gana ni empata, pero no muestra nada. Tu compañero gana con el zap.",
        "pt": "Da segunda vaza em diante você pode jogar coberta: não ganha nem empata, mas não mostra nada. Seu parceiro ganha com o zap.",
        "en": "From the second trick you may play face down: it never wins or ties, but shows nothing. Your partner wins with the zap."},
}
