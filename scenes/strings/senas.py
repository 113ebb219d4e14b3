"""Strings of the señas (RULES.md Part D): the signs, the gestures that make them, the table's
control, the log, the tip, the rules panel and the page of Cómo jugar.

The signs keep the game's own words in every language (Spanish for Argentino, Portuguese for
Mineiro), with a short English gloss where a newcomer needs one; the gestures are translated.
"""

STRINGS = {
    # --- the signs, by variant (key "sena.<variant>.<sign>")
    "sena.argentino.ancho-espada": {"es": "ancho de espada", "pt": "ancho de espada", "en": "ancho de espada"},
    "sena.argentino.ancho-basto": {"es": "ancho de basto", "pt": "ancho de basto", "en": "ancho de basto"},
    "sena.argentino.siete-espada": {"es": "siete de espada", "pt": "siete de espada", "en": "siete de espada"},
    "sena.argentino.siete-oro": {"es": "siete de oro", "pt": "siete de oro", "en": "siete de oro"},
    "sena.argentino.tres": {"es": "un tres", "pt": "un tres (um três)", "en": "un tres (a three)"},
    "sena.argentino.dos": {"es": "un dos", "pt": "un dos (um dois)", "en": "un dos (a two)"},
    "sena.argentino.ancho-falso": {"es": "ancho falso", "pt": "ancho falso", "en": "ancho falso (false ace)"},
    "sena.argentino.envido-alto": {"es": "envido alto (28 o más)", "pt": "envido alto (28 ou mais)",
                                   "en": "envido alto (28 or more)"},
    "sena.argentino.flor": {"es": "flor", "pt": "flor", "en": "flor"},
    "sena.argentino.nada": {"es": "nada", "pt": "nada", "en": "nada (nothing)"},
    "sena.mineiro.zap": {"es": "zap", "pt": "zap", "en": "zap"},
    "sena.mineiro.copas": {"es": "copas (7 de corazón)", "pt": "copas (7 de copas)", "en": "copas (7 of hearts)"},
    "sena.mineiro.espadilha": {"es": "espadilha", "pt": "espadilha", "en": "espadilha"},
    "sena.mineiro.pica-fumo": {"es": "pica-fumo (7 de diamante)", "pt": "pica-fumo (7 de ouros)",
                               "en": "pica-fumo (7 of diamonds)"},
    "sena.mineiro.um-tres": {"es": "um três", "pt": "um três", "en": "um três (a three)"},
    "sena.mineiro.dois-tres": {"es": "dois três", "pt": "dois três", "en": "dois três (two threes)"},
    "sena.mineiro.nada": {"es": "nada", "pt": "nada", "en": "nada (nothing)"},
    # --- the gestures (key "gesture.<name>", scenes/ui/faces.py)
    "gesture.cejas": {"es": "cejas arriba", "pt": "sobrancelhas", "en": "raised eyebrows"},
    "gesture.guino": {"es": "guiño", "pt": "piscada", "en": "wink"},
    "gesture.boca-derecha": {"es": "boca a la derecha", "pt": "boca à direita", "en": "mouth to the right"},
    "gesture.boca-izquierda": {"es": "boca a la izquierda", "pt": "boca à esquerda", "en": "mouth to the left"},
    "gesture.labio": {"es": "se muerde el labio", "pt": "morde o lábio", "en": "bites the lip"},
    "gesture.beso": {"es": "beso", "pt": "beijo", "en": "kiss"},
    "gesture.boca-abierta": {"es": "boca abierta", "pt": "boca aberta", "en": "open mouth"},
    "gesture.cabeza": {"es": "ladea la cabeza", "pt": "inclina a cabeça", "en": "tilts the head"},
    "gesture.cachetes": {"es": "infla los cachetes", "pt": "enche as bochechas", "en": "puffs the cheeks"},
    "gesture.ojos-cerrados": {"es": "cierra los ojos", "pt": "fecha os olhos", "en": "closes the eyes"},
    "gesture.lengua-mejilla": {"es": "lengua en el cachete", "pt": "língua na bochecha",
                               "en": "tongue in the cheek"},
    "gesture.punta-lengua": {"es": "punta de la lengua", "pt": "ponta da língua", "en": "tip of the tongue"},
    "gesture.hombro": {"es": "sube un hombro", "pt": "levanta um ombro", "en": "raises one shoulder"},
    "gesture.hombros": {"es": "sube los hombros", "pt": "levanta os ombros", "en": "raises both shoulders"},
    # --- the hand's log: "Compañero: guiño — ancho de basto"
    "log_sena": {"es": "{who}: {gesture} — {sign}", "pt": "{who}: {gesture} — {sign}",
                 "en": "{who}: {gesture} — {sign}"},
    "log_sena_caught": {"es": "{who}: {gesture} — {sign} (pescada)", "pt": "{who}: {gesture} — {sign} (pegou)",
                        "en": "{who}: {gesture} — {sign} (caught)"},
    # --- your señas control
    "senas.button": {"es": "Señas", "pt": "Sinais", "en": "Señas"},
    "senas.button_left": {"es": "Señas ({n})", "pt": "Sinais ({n})", "en": "Señas ({n})"},
    "senas.title": {"es": "Tus señas a tu compañero", "pt": "Seus sinais para o parceiro",
                    "en": "Your señas to your partner"},
    "senas.help": {"es": "Hasta dos por mano, antes de tu primera carta. Pueden ser falsas; los rivales "
                         "a veces las ven. S o Esc cierra.",
                   "pt": "Até dois por mão, antes da sua primeira carta. Podem ser falsos; os rivais "
                         "às vezes veem. S ou Esc fecha.",
                   "en": "Up to two a hand, before your first card. They may be false; the rivals "
                         "sometimes catch them. S or Esc closes."},
    "senas.close": {"es": "Cerrar", "pt": "Fechar", "en": "Close"},
    "senas.waiting": {"es": "Tu seña sale en tu turno", "pt": "Seu sinal sai na sua vez",
                      "en": "Your seña goes at your turn"},
    # --- the rules: panel, presets, lines
    "menu.senas": {"es": "Señas", "pt": "Sinais", "en": "Señas"},
    "menu.senas_on": {"es": "Con señas", "pt": "Com sinais", "en": "With señas"},
    "menu.senas_off": {"es": "Sin señas", "pt": "Sem sinais", "en": "No señas"},
    "preset.con_senas": {"es": "Con señas", "pt": "Com sinais", "en": "With señas"},
    "rules_senas": {"es": "Señas", "pt": "Sinais", "en": "Señas"},
    # --- the one-time tip of the first 2 v 2 match
    "tip.senas_title": {"es": "Las señas", "pt": "Os sinais", "en": "Señas"},
    "tip.senas_on": {
        "es": "Jugás en pareja y con señas. Al repartir, tu compañero te hace señas con la cara: las ves "
              "en su cara y en el registro de la mano. Las tuyas, con el botón Señas (tecla S), antes de "
              "tu primera carta. Cuidado: los rivales a veces las pescan, y vos también las de ellos.",
        "pt": "Você joga em dupla e com sinais. Na distribuição, seu parceiro faz sinais com o rosto: você "
              "os vê no rosto dele e no registro da mão. Os seus, com o botão Sinais (tecla S), antes da "
              "sua primeira carta. Cuidado: os rivais às vezes pegam, e você também pega os deles.",
        "en": "You play in pairs, with señas. As the cards are dealt your partner signs with its face: "
              "you see it on the face and in the hand's log. Make yours with the Señas button (key S) "
              "before your first card. Careful: the rivals sometimes catch them, and you theirs.",
    },
    "tip.senas_off": {
        "es": "En pareja, los compañeros se cuentan sus cartas con señas: un guiño, las cejas, un beso. "
              "Activá «Con señas» en las reglas del menú para jugar con ellas; la lección de señas y "
              "Cómo jugar te las muestran.",
        "pt": "Em dupla, os parceiros contam as cartas com sinais: uma piscada, as sobrancelhas, um beijo. "
              "Ative «Com sinais» nas regras do menu para jogar com eles; a lição de sinais e Como jogar "
              "mostram todos.",
        "en": "In pairs, partners tell each other their cards with señas: a wink, the eyebrows, a kiss. "
              "Turn on «With señas» in the menu's rules to play with them; the señas lesson and How to "
              "play show them all.",
    },
    "tip.ok": {"es": "Entendido", "pt": "Entendi", "en": "Got it"},
    # --- Cómo jugar: the señas pages
    "howto.p9.title": {"es": "Las señas del truco argentino", "pt": "Os sinais do truco argentino",
                       "en": "Señas in Truco argentino"},
    "howto.p9.body": {
        "es": "En pareja, los compañeros se cuentan las cartas con señas, de la repartida hasta su primera "
              "carta, dos por mano como mucho. Tu compañero las ve siempre; cada rival las pesca a veces "
              "(un jugador atento, 3 de cada 10). Una seña puede ser falsa: el que la hace arriesga que su "
              "compañero le crea. Se activan en las reglas, «Con señas», en partidas de 4.",
        "pt": "Em dupla, os parceiros contam as cartas com sinais, da distribuição até a primeira carta, "
              "no máximo dois por mão. Seu parceiro sempre vê; cada rival às vezes pega (um jogador atento, "
              "3 em 10). Um sinal pode ser falso: quem faz arrisca que o parceiro acredite. Ative nas "
              "regras, «Com sinais», em partidas de 4.",
        "en": "In pairs, partners tell each other their cards with señas, from the deal until their first "
              "card, two a hand at most. Your partner always sees them; each rival catches one now and "
              "then (a watchful player, 3 in 10). A seña may be false: the one who makes it risks its "
              "partner believing it. Turn them on in the rules, «With señas», in 4-player games.",
    },
    "howto.p10.title": {"es": "Las señas del Mineiro", "pt": "Os sinais do Mineiro", "en": "Señas in Mineiro"},
    "howto.p10.body": {
        "es": "Las mismas reglas: señas al compañero hasta la primera carta, dos por mano, y los rivales que "
              "a veces las pescan. En el Mineiro se hacen cuando el mão se quedó con su tanda, y nunca en "
              "una mão de ferro, donde nadie vio sus cartas.",
        "pt": "As mesmas regras: sinais para o parceiro até a primeira carta, dois por mão, e os rivais que "
              "às vezes pegam. No Mineiro, eles vêm depois que o mão fica com sua tanda, e nunca numa mão de "
              "ferro, onde ninguém viu as próprias cartas.",
        "en": "The same rules: señas to your partner until your first card, two a hand, and rivals who "
              "sometimes catch them. In Mineiro they come once the mão keeps its tanda, and never in a mão "
              "de ferro, where nobody has seen their cards.",
    },
    # --- the lessons (game/coach/lessons.py: "senas" and "sinais")
    "lessons.sena": {"es": "Seña: {sign} ({gesture})", "pt": "Sinal: {sign} ({gesture})",
                     "en": "Seña: {sign} ({gesture})"},
    "lesson.senas.title": {"es": "Señas con tu compañero", "pt": "Sinais com o parceiro",
                           "en": "Señas with your partner"},
    "lesson.senas.intro": {
        "es": "En pareja, con señas: antes de tu primera carta le contás a tu compañero qué tenés, con la "
              "cara. Él las ve siempre; cada rival a veces las pesca. Las señas no suman puntos.",
        "pt": "Em dupla, com sinais: antes da sua primeira carta você conta ao parceiro o que tem, com o "
              "rosto. Ele sempre vê; cada rival às vezes pega. Os sinais não valem pontos.",
        "en": "In pairs, with señas: before your first card you tell your partner what you hold, with "
              "your face. Your partner always sees it; each rival sometimes catches it. Señas score nothing."},
    "lesson.senas.tell.q": {
        "es": "Tenés el ancho de espada, un tres y un cuatro. ¿Qué seña le hacés a tu compañero?",
        "pt": "Você tem o ancho de espada, um três e um quatro. Que sinal faz para o parceiro?",
        "en": "You hold the ancho de espada, a three and a four. Which seña do you make to your partner?"},
    "lesson.senas.tell.why": {
        "es": "Las cejas arriba: el ancho de espada, la carta más alta. Contá primero lo más fuerte; "
              "tenés dos señas por mano como mucho.",
        "pt": "Sobrancelhas para cima: o ancho de espada, a carta mais alta. Conte primeiro o mais forte; "
              "são no máximo dois sinais por mão.",
        "en": "Raised eyebrows: the ancho de espada, the highest card. Tell the strongest first; you have "
              "two señas a hand at most."},
    "lesson.senas.read.q": {
        "es": "Tu compañero te guiña el ojo: tiene el ancho de basto. Sos mano. ¿Qué hacés?",
        "pt": "Seu parceiro pisca: tem o ancho de basto. Você é mão. O que faz?",
        "en": "Your partner winks: the ancho de basto. You lead. What do you do?"},
    "lesson.senas.read.why": {
        "es": "¡Truco! Entre los dos tienen las dos cartas más altas: dos bazas casi seguras. Ojo: una "
              "seña puede ser falsa, y los rivales que la pescaron también saben lo que tienen.",
        "pt": "Truco! Entre os dois vocês têm as duas cartas mais altas: duas vazas quase certas. Atenção: "
              "um sinal pode ser falso, e os rivais que o pegaram também sabem.",
        "en": "Truco! Between you, you hold the two highest cards: two tricks almost sure. Careful: a seña "
              "may be false, and rivals who caught it know too."},
    "lesson.sinais.title": {"es": "Mineiro: los sinais", "pt": "Mineiro: os sinais", "en": "Mineiro: sinais (señas)"},
    "lesson.sinais.intro": {
        "es": "En el Mineiro también hay señas: el zap es un guiño, copas las cejas, y así. Se hacen "
              "después de elegir la tanda y antes de tu primera carta.",
        "pt": "No Mineiro também há sinais: o zap é uma piscada, copas as sobrancelhas, e assim por diante. "
              "Eles vêm depois da tanda e antes da sua primeira carta.",
        "en": "Mineiro has señas too: the zap is a wink, copas the eyebrows, and so on. They come after "
              "the tanda and before your first card."},
    "lesson.sinais.tell.q": {
        "es": "Tenés el zap. ¿Qué seña le hacés a tu compañero?",
        "pt": "Você tem o zap. Que sinal faz para o parceiro?",
        "en": "You hold the zap. Which seña do you make to your partner?"},
    "lesson.sinais.tell.why": {
        "es": "El guiño: el zap, la manilha más alta. Tu compañero sabrá que la primera baza es de ustedes.",
        "pt": "A piscada: o zap, a manilha mais alta. Seu parceiro saberá que a primeira vaza é de vocês.",
        "en": "The wink: the zap, the highest manilha. Your partner will know the first trick is yours."},
    "lesson.sinais.read.q": {
        "es": "Tu compañero levanta las cejas: tiene copas. Salís vos. ¿Qué hacés antes de jugar?",
        "pt": "Seu parceiro levanta as sobrancelhas: tem copas. Você sai. O que faz antes de jogar?",
        "en": "Your partner raises the eyebrows: copas. You lead. What do you do before you play?"},
    "lesson.sinais.read.why": {
        "es": "¡Truco! Con el zap y copas en el equipo, la baza es de ustedes: apostá por ella.",
        "pt": "Truco! Com o zap e copas na dupla, a vaza é de vocês: aposte nela.",
        "en": "Truco! With the zap and copas in your team, the trick is yours: bet on it."},
}
