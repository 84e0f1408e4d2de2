// More facts on bee-safe pest control: small green bugs, soap and garlic sprays, when not to spray, helpful
// insects, companion planting and more pests (earwigs, cutworms, flea beetles, leaf miners, vine weevils, scale,
// fungus gnats, cabbage whites, leaf-cutter ants, woodlice, grasshoppers, moles, mice, pigeons). Sources:
// extension-service integrated pest management guides, pollinator societies.
import { BEES, buildFact, PETS } from './fact-builder'
import type { TopicFact } from './topic-facts'

const SPRAY =
  'spray\\w*|fumig\\w*|roci\\w*|pulveriz\\w*|aplic\\w*|insecticid\\w*|pesticid\\w*|tratamientos?|tratar'

export const PEST_FACTS: TopicFact[] = [
  buildFact({
    id: 'little-green-bugs',
    topic: 'pests',
    title: [
      'Little green or black bugs on leaves (aphids), removed safely',
      'Bichitos verdes o negros en las hojas (pulgones), sin peligro',
    ],
    cues: [
      'green bugs?|little green|tiny green|small green|green insects?|green flies|black bugs?|tiny bugs|little bugs|small bugs|bugs? on (?:my|the) \\w+|bichitos?|bichos? verdes?|insectos? verdes?|bichos? (?:en|de) (?:las|mis|la|mi) \\w+|piojillos?|pulgon\\w*|aphids?',
    ],
    en: [
      'Tiny green, black or grey bugs crowded on shoot tips and under leaves are almost always aphids. Squash or wipe them off, or blast them with a jet of water every few days; on kale and cabbage, check for caterpillars too.',
      'If there are many, spray soapy water (1 teaspoon of plain liquid soap per litre of water) in the evening, never on open flowers, so bees and pets stay safe; ladybirds, lacewings, hoverflies and birds eat the rest.',
    ],
    es: [
      'Los bichitos verdes, negros o grises apiñados en las puntas y bajo las hojas casi siempre son pulgones. Aplástalos o límpialos con los dedos, o sácalos con un chorro de agua cada pocos días; en coles y kale, busca también orugas.',
      'Si hay muchos, rocía agua con jabón (1 cucharadita de jabón líquido neutro o potásico por litro de agua) al atardecer, nunca sobre flores abiertas, para proteger a las abejas y las mascotas; las mariquitas (catarinas), crisopas, sírfidos y pájaros se comen el resto.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'soap-spray',
    topic: 'pests',
    title: [
      'A soap spray for aphids, whitefly and mites, the bee-safe way',
      'Jabón potásico contra pulgones, mosca blanca y ácaros, sin dañar a las abejas',
    ],
    cues: ['soap\\w*|jabon\\w*|castile|dish ?soap|washing ?up liquid|potasico|lavavajillas|lavatrastes'],
    en: [
      'Mix 1 teaspoon (5 ml) of pure liquid soap, such as castile or insecticidal potassium soap, in 1 litre of water; skip detergents and degreasers, which burn leaves. Test it on one leaf first.',
      'It only kills soft insects it wets (aphids, whitefly, mealybugs, spider mites), so spray the undersides in the evening, never on open flowers or in hot sun, and repeat every 5 to 7 days; dry, it is safe for bees.',
    ],
    es: [
      'Mezcla 1 cucharadita (5 ml) de jabón líquido puro, como jabón potásico o de Castilla, en 1 litro de agua; no uses detergentes ni desengrasantes, que queman las hojas. Pruébalo antes en una hoja.',
      'Solo mata los insectos blandos que moja (pulgones, mosca blanca, cochinilla, araña roja), así que rocía el envés de las hojas al atardecer, nunca sobre flores abiertas ni a pleno sol, y repite cada 5 a 7 días; una vez seco, no daña a las abejas.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'when-to-spray',
    topic: 'pests',
    title: ['When to spray so bees are safe', 'Cuándo rociar sin dañar a las abejas'],
    cues: [
      'when|what time|time of day|morning|evening|night|dusk|cuando|a que hora|hora|manana|tarde|noche|atardecer',
      SPRAY,
    ],
    en: [
      'Spray only in the evening or at dusk, after bees stop flying, or very early before they start; never on open flowers, on windy days or when plants are in full bloom and buzzing.',
      'Even "natural" sprays such as neem, pyrethrin or soap can harm bees when wet, so treat only the affected plants, cut nearby flowering weeds first, and try water jets and hand-picking before any spray.',
    ],
    es: [
      'Rocía solo al atardecer o de noche, cuando las abejas ya no vuelan, o muy temprano antes de que salgan; nunca sobre flores abiertas, con viento ni cuando las plantas estén en plena flor y llenas de abejas.',
      'Incluso los productos "naturales" como el neem, el piretro o el jabón pueden dañarlas mojados, así que trata solo las plantas afectadas, corta antes las flores silvestres cercanas y prueba primero el chorro de agua y quitar a mano.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'pesticides-and-bees',
    topic: 'pests',
    title: ['Which pesticides harm bees', 'Qué pesticidas dañan a las abejas'],
    cues: [
      `${SPRAY}|chemicals?|bug killer|quimicos?|venenos?|neonic\\w*|imidacloprid|glyphosate|glifosato|roundup`,
      `${BEES}`,
    ],
    en: [
      'Systemic insecticides such as neonicotinoids (imidacloprid, thiamethoxam, clothianidin, acetamiprid) get into nectar and pollen, and broad-spectrum sprays such as pyrethroids (bifenthrin, cypermethrin) kill bees on contact: skip them in a family garden.',
      'Read labels for a bee warning, never spray open flowers, and use bee-safe methods first: hand-picking, water jets, nets and barriers, soap sprays in the evening, and plenty of flowers for the helpful insects that eat pests.',
    ],
    es: [
      'Los insecticidas sistémicos como los neonicotinoides (imidacloprid, tiametoxam, clotianidina, acetamiprid) pasan al néctar y al polen, y los de amplio espectro como los piretroides (bifentrina, cipermetrina) matan a las abejas al contacto: evítalos en un jardín familiar.',
      'Lee la etiqueta por si avisa de peligro para las abejas, no rocíes nunca flores abiertas y usa antes métodos seguros: quitar a mano, chorros de agua, mallas y barreras, jabón potásico al atardecer y muchas flores para los insectos útiles que se comen las plagas.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'helpful-insects',
    topic: 'pests',
    title: ['Helpful insects that eat pests', 'Insectos útiles que se comen las plagas'],
    cues: [
      'ladybugs?|ladybirds?|ladybeetles?|lacewings?|hoverfl\\w*|ground beetles?|parasitic wasps?|beneficial\\w*|good bugs?|helpful (?:bugs?|insects?)|mariquitas?|catarinas?|chinitas?|vaquitas?|crisopas?|sirfidos?|insectos? (?:beneficos|buenos|utiles|auxiliares)|bichos? buenos',
    ],
    en: [
      'Ladybirds (ladybugs) and their larvae, lacewings, hoverfly larvae, ground beetles and tiny parasitic wasps eat aphids, caterpillars and slugs: they are the bee-safe pest control.',
      'Attract them with small open flowers such as alyssum, dill, fennel, calendula, yarrow and phacelia, a water dish, leaf litter and no insecticides; ladybird larvae look like tiny black-and-orange alligators, so do not squash them.',
    ],
    es: [
      'Las mariquitas (catarinas, chinitas) y sus larvas, las crisopas, las larvas de sírfidos, los escarabajos de suelo y las avispitas parasitoides se comen pulgones, orugas y babosas: son el control de plagas que no daña a las abejas.',
      'Atráelos con flores pequeñas y abiertas como aliso de mar, eneldo, hinojo, caléndula, milenrama y facelia, un plato con agua, hojarasca y nada de insecticidas; las larvas de mariquita parecen caimancitos negros y naranjas, así que no las aplastes.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'companion-planting-pests',
    topic: 'pests',
    title: ['Companion plants against pests', 'Plantas compañeras contra las plagas'],
    cues: [
      'companions?|companion plant\\w*|(?:what|which) plants?|plants? that|que plantas?|cuales plantas?|plantas? que|interplant\\w*|plant (?:next to|near|with|beside)|marigolds?|nasturtiums?|trap crops?|asociac\\w*|asociar|companer\\w*|cultivos? asociados|junto a|tagetes|cempasuchil|capuchinas?|taco de reina|cultivo trampa',
      'pests?|bugs?|aphids?|insects?|flies|fly|keep (?:\\w+ )?away|repel\\w*|deter\\w*|protect\\w*|plagas?|bichos?|insectos?|pulgon\\w*|moscas?|ahuyent\\w*|repel\\w*|alej\\w*|proteg\\w*',
    ],
    en: [
      'Companion plants help: nasturtiums draw aphids away from beans as a trap crop, French marigolds (tagetes) near tomatoes deter whitefly and soil nematodes, and onions, chives or garlic beside carrots confuse carrot fly.',
      'Flowers such as alyssum, dill, calendula and phacelia between vegetables feed ladybirds and hoverflies that eat pests, and a mix of crops is harder for pests to find than one long row.',
    ],
    es: [
      'Las plantas compañeras ayudan: las capuchinas atraen a los pulgones lejos de las judías como cultivo trampa, los tagetes (cempasúchil) junto a los tomates ahuyentan la mosca blanca y los nematodos, y cebollas, cebollino o ajos junto a las zanahorias despistan a la mosca de la zanahoria.',
      'Flores como el aliso de mar, el eneldo, la caléndula y la facelia entre las hortalizas alimentan a mariquitas y sírfidos que se comen las plagas, y una mezcla de cultivos es más difícil de encontrar para las plagas que una sola hilera larga.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'slugs-pet-safe',
    topic: 'safety',
    title: [
      'Slugs and snails, safe for pets and bees',
      'Babosas y caracoles, sin peligro para mascotas y abejas',
    ],
    cues: [
      'slugs?|snails?|babosas?|caracol\\w*|limacos?|babosillas?',
      `${PETS}|${BEES}|hedgehogs?|kids?|children|safe\\w*|pellets?|bait|poison\\w*|lettuce\\w*|seedlings?|erizos?|ninos?|segur\\w*|bolitas|cebos?|granulos?|venen\\w*|metaldehid\\w*|lechugas?|plantines?|plantulas?`,
    ],
    en: [
      'Avoid metaldehyde slug pellets: they poison dogs, cats and hedgehogs. Instead, go on a torch-lit slug hunt after dark or rain, set beer traps sunk level with the soil, lay boards to collect them in the morning, and ring young lettuce with copper tape, wool pellets or grit.',
      'Protect seedlings under cut plastic bottles until they are bigger, water in the morning so the soil is dry by night, and welcome frogs, toads, birds and ground beetles that eat slugs; none of this harms bees.',
    ],
    es: [
      'Evita los gránulos antibabosas de metaldehído: envenenan a perros, gatos y erizos. Mejor sal a cazar babosas y caracoles con linterna de noche o tras la lluvia, pon trampas de cerveza enterradas a ras de suelo, deja tablas para recogerlas por la mañana y rodea las lechugas jóvenes con cinta de cobre, lana o arena gruesa.',
      'Protege los plantines con botellas de plástico cortadas hasta que crezcan, riega por la mañana para que la tierra esté seca de noche y da la bienvenida a ranas, sapos, pájaros y escarabajos que se las comen; nada de esto daña a las abejas.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'garlic-chilli-spray',
    topic: 'pests',
    title: ['Garlic and chilli sprays', 'Preparados de ajo y chile'],
    cues: [
      'garlic|chil\\w*|hot pepper|cayenne|ajo|ajos|chile|chiles|aji|guindilla|picante|cayena|ortiga\\w*|nettle\\w*|tobacco|tabaco',
      `${SPRAY}|homemade|home made|repel\\w*|tea|casero\\w*|macerado|infusion|purin\\w*|preparado`,
    ],
    en: [
      'Garlic or chilli sprays (crushed garlic or chillies soaked overnight in water, strained, with a drop of soap) mostly repel rather than kill, and must be reapplied after rain; spray the evening, never on flowers, and keep it away from eyes and children.',
      'Never make tobacco sprays: nicotine is highly toxic to people, pets and bees.',
    ],
    es: [
      'Los preparados de ajo o chile (ajos o chiles machacados en agua toda la noche, colados, con una gota de jabón) más que matar ahuyentan, y hay que repetirlos tras la lluvia; rocíalos al atardecer, nunca sobre flores, y lejos de los ojos y de los niños.',
      'Nunca hagas preparados de tabaco: la nicotina es muy tóxica para las personas, las mascotas y las abejas.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'diatomaceous-earth',
    topic: 'pests',
    title: ['Diatomaceous earth and bees', 'Tierra de diatomeas y abejas'],
    cues: ['diatom\\w*|tierra de diatomeas'],
    en: [
      'Diatomaceous earth is a powder that cuts and dries out soft insects, so it harms bees too if it lands on flowers.',
      'Use it only dry, in a thin ring on the soil around stems against slugs or ants, never dusted over plants in bloom, and wear a mask, as the dust irritates lungs.',
    ],
    es: [
      'La tierra de diatomeas es un polvo que corta y reseca a los insectos blandos, así que también daña a las abejas si cae sobre las flores.',
      'Úsala solo seca, en un anillo fino sobre la tierra alrededor de los tallos contra babosas u hormigas, nunca espolvoreada sobre plantas en flor, y ponte mascarilla, porque el polvo irrita los pulmones.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'bt-caterpillars',
    topic: 'pests',
    title: ['Bt against caterpillars', 'Bt contra las orugas'],
    cues: ['bt|bacillus|thuringiensis|dipel'],
    en: [
      'Bt (Bacillus thuringiensis) is a natural bacterium that kills only caterpillars that eat treated leaves; it does not harm bees, ladybirds, birds, pets or people.',
      'Spray it on cabbage, kale or broccoli leaves in the evening when caterpillars are small, and remember it also kills butterfly caterpillars, so never use it on nettles, milkweed or wildflowers.',
    ],
    es: [
      'El Bt (Bacillus thuringiensis) es una bacteria natural que solo mata a las orugas que comen las hojas tratadas; no daña a las abejas, las mariquitas, los pájaros, las mascotas ni las personas.',
      'Rocíalo en las hojas de coles, kale o brócoli al atardecer cuando las orugas son pequeñas, y recuerda que también mata orugas de mariposa, así que nunca lo uses en ortigas, algodoncillo ni flores silvestres.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'cabbage-whites',
    topic: 'pests',
    title: ['Cabbage white butterflies', 'La mariposa de la col'],
    cues: [
      'cabbage (?:white|butterfl\\w*|moths?|worms?|loopers?)|white butterfl\\w*|mariposas? (?:de la col|blancas?|de las coles)|gusanos? de la col|orugas? de la col|palomillas?',
    ],
    en: [
      'White butterflies fluttering over cabbages, kale and broccoli lay yellow eggs under the leaves that hatch into green caterpillars.',
      'Cover the crops with fine netting (held off the leaves) from spring, check leaf undersides weekly and rub off eggs, and pick caterpillars by hand; nasturtiums nearby act as a trap crop.',
    ],
    es: [
      'Las mariposas blancas que revolotean sobre coles, kale y brócoli ponen huevos amarillos bajo las hojas, de los que salen orugas verdes.',
      'Cubre el cultivo con malla fina (sin que toque las hojas) desde la primavera, revisa el envés cada semana y quita los huevos, y retira las orugas a mano; unas capuchinas cerca sirven de cultivo trampa.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'earwigs',
    topic: 'pests',
    title: ['Earwigs', 'Tijeretas'],
    cues: ['earwigs?|tijeretas?|cortapicos|tijerillas?'],
    en: [
      'Earwigs nibble dahlias, seedlings and soft fruit at night but also eat aphids, so a few are helpers.',
      'Trap them with an upside-down flowerpot stuffed with straw on a cane, empty it each morning away from the flowers, and leave them alone in fruit trees where they eat aphids; they pinch but are harmless to children.',
    ],
    es: [
      'Las tijeretas mordisquean dalias, plantines y frutos blandos de noche, pero también comen pulgones, así que unas pocas ayudan.',
      'Atrápalas con una maceta boca abajo llena de paja sobre una caña, vacíala cada mañana lejos de las flores, y déjalas en los frutales, donde comen pulgones; pellizcan, pero son inofensivas para los niños.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'cutworms',
    topic: 'pests',
    title: ['Seedlings cut off at the base (cutworms)', 'Plantines cortados en la base (gusanos cortadores)'],
    cues: [
      'cut|cuts|chopped|snapped|bitten|cortad[oa]s?|cortaron|corto|mordid[oa]s?|cutworms?|rosquillas?|gusanos? (?:cortadores?|grises|trozadores?)',
      'base|ground level|soil level|at the ground|overnight|in one night|a ras|la base|de noche|en una noche|cutworms?|rosquillas?|gusanos? (?:cortadores?|grises|trozadores?)',
    ],
    en: [
      'Seedlings cut clean through at soil level overnight are the work of cutworms, fat grey-brown caterpillars that curl into a C shape just under the surface.',
      'Dig gently around the stem in the morning and remove them, put a collar of cardboard or a cut toilet-roll tube around each transplant, and keep beds weeded; birds and ground beetles eat them too.',
    ],
    es: [
      'Los plantines cortados a ras de suelo en una noche son obra de los gusanos cortadores (rosquillas), orugas gordas gris pardo que se enroscan en forma de C justo bajo la tierra.',
      'Escarba con cuidado alrededor del tallo por la mañana y quítalos, pon un collar de cartón o un tubo de papel higiénico alrededor de cada plantín y quita las malas hierbas; los pájaros y los escarabajos también se los comen.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'flea-beetles',
    topic: 'pests',
    title: ['Tiny holes from flea beetles', 'Agujeritos de pulguilla'],
    cues: [
      'flea beetles?|pulguillas?|altisas?|shot holes?|tiny holes|lots of (?:little|small) holes|agujeritos|perdigonad\\w*',
    ],
    en: [
      'Leaves peppered with tiny round holes, on radishes, rocket, cabbages and aubergines, are usually flea beetles: tiny black beetles that jump when disturbed.',
      'They love dry soil, so keep seedlings watered and covered with fine fleece or netting until they grow past the tender stage; older plants shrug the damage off.',
    ],
    es: [
      'Las hojas llenas de agujeritos redondos, en rabanitos, rúcula, coles y berenjenas, suelen ser de pulguilla: escarabajos negros diminutos que saltan al tocarlos.',
      'Les encanta la tierra seca, así que riega los plantines y cúbrelos con malla fina o manta térmica hasta que crezcan; las plantas mayores aguantan el daño.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'leaf-miners',
    topic: 'pests',
    title: ['Wiggly lines in leaves (leaf miners)', 'Caminitos en las hojas (minadores)'],
    cues: [
      'leaf ?miners?|squiggl\\w*|wiggly lines|white lines|trails? (?:in|on) (?:the )?leaves|tunnels? in (?:the )?leaves|minador\\w*|caminitos|lineas blancas|galerias|serpentinas?',
    ],
    en: [
      'Pale wiggly lines or blotches inside leaves of spinach, chard, beet, tomato or citrus are made by leaf miners, tiny larvae tunnelling between the leaf surfaces.',
      'Pick off and bin the marked leaves, squash the larva at the end of the trail, and cover spinach and chard with fine netting; sprays do not reach them, and parasitic wasps usually keep them down.',
    ],
    es: [
      'Las líneas o manchas claras y serpenteantes dentro de las hojas de espinaca, acelga, remolacha, tomate o cítricos las hacen los minadores, larvas diminutas que excavan entre las dos caras de la hoja.',
      'Quita y tira las hojas marcadas, aplasta la larva al final del caminito y cubre espinacas y acelgas con malla fina; los productos no llegan dentro, y las avispitas parasitoides suelen controlarlos.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'vine-weevil',
    topic: 'pests',
    title: ['Vine weevils in pots', 'Otiorrinco en las macetas'],
    cues: [
      'vine weevils?|weevils?|notched leaves|notches|grubs? in (?:the )?(?:pot|pots|compost|soil)|white grubs?|otiorrinco\\w*|gorgojos?|gusanos? blancos?|gallinas? ciegas?|larvas? blancas?',
    ],
    en: [
      'Notches bitten from leaf edges at night are adult vine weevils; their C-shaped, cream grubs eat roots in pots, so a plant that wilts and lifts out rootless likely has them.',
      'Pick adults off by torchlight, tip out and check the pot, and water nematodes (Steinernema) into moist pots in late summer: a biological control that is safe for bees, children and pets.',
    ],
    es: [
      'Los mordiscos en el borde de las hojas, de noche, son de otiorrincos adultos; sus larvas blancas en forma de C se comen las raíces de las macetas, así que una planta que se mustia y sale sin raíces seguramente los tiene.',
      'Quita los adultos con linterna, vacía y revisa la maceta, y riega con nematodos (Steinernema) en macetas húmedas a final del verano: un control biológico seguro para abejas, niños y mascotas.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'scale-insects',
    topic: 'pests',
    title: ['Scale insects', 'Cochinilla (escamas)'],
    cues: [
      'scale|scales|brown bumps|sticky leaves|honeydew|sooty mou?ld|cochinilla de escama|escamas?|bultitos|hojas pegajosas|melaza|negrilla|fumagina',
    ],
    en: [
      'Small brown or white bumps stuck to stems and under leaves of citrus, bay, olives and houseplants are scale insects; they leave sticky honeydew where black sooty mould grows, and ants often guard them.',
      'Scrape them off with a fingernail or a soft toothbrush, wipe with a cotton bud dipped in soapy water, and keep ants off the stems; ladybirds and parasitic wasps eat them outdoors.',
    ],
    es: [
      'Los bultitos marrones o blancos pegados a tallos y envés de hojas de cítricos, laurel, olivos y plantas de interior son cochinillas de escama; dejan una melaza pegajosa donde crece la negrilla (fumagina), y las hormigas suelen cuidarlas.',
      'Ráspalas con la uña o un cepillo de dientes suave, límpialas con un bastoncillo con agua y jabón potásico y mantén a las hormigas lejos de los tallos; al aire libre, las mariquitas y avispitas se las comen.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'fungus-gnats',
    topic: 'pests',
    title: ['Little flies in pots (fungus gnats)', 'Mosquitas en las macetas'],
    not: 'kitchen|cocina|fruit ?bowl|frutero|trash|bin|basura|cubo de basura|fruit flies|moscas? de la fruta',
    cues: [
      'fungus gnats?|gnats?|little (?:black )?flies|tiny (?:black )?flies|small flies|flies (?:in|around) (?:my |the )?(?:pots?|plants?|soil)|mosquitas?|moscas? (?:pequenas|negras|del mantillo)|mosquitos? (?:en|de) (?:las|la|mis) (?:macetas?|plantas?|tierra)|sciaridos?',
    ],
    en: [
      'Tiny black flies dancing over pots and houseplants are fungus gnats; their larvae live in constantly wet potting mix and are harmless to people and pets.',
      "Let the top 2 to 3 cm of mix dry between waterings, water from below, cover the surface with a layer of sand or grit, and catch adults with yellow sticky cards stuck into the pot, out of children's reach.",
    ],
    es: [
      'Las mosquitas negras que revolotean sobre las macetas y plantas de interior son esciáridos (mosquitas del sustrato); sus larvas viven en el sustrato siempre mojado y no dañan a personas ni mascotas.',
      'Deja secar los 2 o 3 cm de arriba entre riegos, riega por abajo, cubre la superficie con arena o gravilla y atrapa los adultos con trampas adhesivas amarillas clavadas en la maceta, lejos del alcance de los niños.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'leaf-cutter-ants',
    topic: 'pests',
    title: ['Leaf-cutter ants', 'Hormigas cortadoras (arrieras, zompopos)'],
    cues: [
      'leaf ?cutter ants?|leaf cutting ants?|hormigas? (?:cortadoras?|arrieras?|podadoras?|culonas?|rojas)|arrieras?|zompopos?|bachacos?|sauvas?|hormigas? que cortan|cortan (?:las )?hojas',
    ],
    en: [
      'Leaf-cutter ants (common in Mexico, Central and South America) carry leaf pieces to their nest to grow fungus, and can strip a plant overnight.',
      'Follow the trail to find which plants they target, wrap trunks and stems with sticky bands or a ring of petroleum jelly on tape, and protect young plants with collars or mesh; avoid poison baits where children, pets and bees can reach them.',
    ],
    es: [
      'Las hormigas cortadoras (arrieras, zompopos, bachacos, podadoras) llevan trozos de hojas a su nido para cultivar un hongo, y pueden pelar una planta en una noche.',
      'Sigue su camino para ver qué plantas atacan, pon bandas pegajosas o un anillo de vaselina sobre cinta en troncos y tallos, y protege las plantas jóvenes con collares o malla; evita los cebos venenosos donde lleguen niños, mascotas o abejas.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'woodlice',
    topic: 'pests',
    title: ['Woodlice and pill bugs', 'Cochinillas de la humedad (bichos bolita)'],
    cues: [
      'woodlice|woodlouse|pill ?bugs?|roly ?polys?|sow ?bugs?|cochinillas? de (?:la )?humedad|bichos? bolitas?|chanchitos?|marranitos?|porquetas?|cochinitas?',
    ],
    en: [
      'Woodlice (pill bugs, roly-polies) are mostly helpers: they eat dead leaves and rotting wood and turn them into soil, and children can hold them safely.',
      'They only nibble seedlings or strawberries sitting on damp soil, so lift fruit on straw, keep mulch back from young stems, and leave them to work in the compost.',
    ],
    es: [
      'Las cochinillas de la humedad (bichos bolita, chanchitos) son sobre todo ayudantes: comen hojas muertas y madera podrida y las convierten en tierra, y los niños pueden tocarlas sin peligro.',
      'Solo mordisquean plantines o fresas apoyadas en tierra húmeda, así que pon paja bajo las fresas, aparta el acolchado de los tallos jóvenes y déjalas trabajar en el compost.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'grasshoppers',
    topic: 'pests',
    title: ['Grasshoppers', 'Saltamontes y chapulines'],
    cues: ['grasshoppers?|locusts?|crickets?|saltamontes|chapulin\\w*|langostas?|grillos?'],
    en: [
      'A few grasshoppers do little harm; in hot, dry summers they can chew many leaves.',
      'Pick them off in the cool early morning when they are slow, cover young crops with fine netting, leave a patch of long grass at the edge to keep them busy, and welcome birds, lizards and chickens that eat them.',
    ],
    es: [
      'Unos pocos saltamontes o chapulines hacen poco daño; en veranos calurosos y secos pueden comerse muchas hojas.',
      'Atrápalos a mano temprano, cuando el fresco los vuelve lentos, cubre los cultivos jóvenes con malla fina, deja una franja de hierba alta en el borde para entretenerlos y da la bienvenida a pájaros y lagartijas que se los comen.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'gophers-voles',
    topic: 'pests',
    title: ['Gophers and voles eating roots', 'Tuzas y topillos que se comen las raíces'],
    cues: ['gophers?|voles?|tuzas?|topillos?'],
    en: [
      'Moles eat worms and grubs, not plants, and their hills are just a nuisance; gophers and voles eat roots and bulbs.',
      'For gophers, plant in raised beds lined with wire mesh (hardware cloth) or in wire baskets; avoid poison baits and smoke bombs, which endanger children, pets and wildlife.',
    ],
    es: [
      'Los topos comen lombrices y larvas, no plantas, y sus montículos solo molestan; las tuzas y los topillos sí comen raíces y bulbos.',
      'Contra las tuzas, planta en bancales elevados con malla metálica en el fondo o en cestas de malla; evita cebos envenenados y bombas de humo, peligrosos para niños, mascotas y fauna.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'mice-rats-garden',
    topic: 'pests',
    title: ['Mice and rats in the garden', 'Ratones y ratas en el huerto'],
    cues: [
      'mice|mouse|rats?|ratones?|ratas?',
      'garden\\w*|yard|beds?|seeds?|vegetables?|shed|eat\\w*|jardin\\w*|huert\\w*|semillas?|bancal\\w*|verduras?|com\\w*',
    ],
    not: 'compost\\w*|composta\\w*',
    en: [
      'Mice dig up pea, bean and sweetcorn seeds and nibble squash; rats come for fallen fruit, bird food and open compost.',
      'Start big seeds in pots and plant them out as seedlings, pick up fallen fruit, use closed bins and feeders with trays, and use snap traps in covered boxes rather than poison, which also kills owls, pets and can reach children.',
    ],
    es: [
      'Los ratones desentierran semillas de guisantes, judías y maíz y mordisquean calabazas; las ratas vienen por la fruta caída, la comida de pájaros y el compost abierto.',
      'Siembra las semillas grandes en macetas y trasplanta los plantines, recoge la fruta caída, usa composteras cerradas y comederos con bandeja, y mejor trampas dentro de cajas cerradas que veneno, que también mata lechuzas y mascotas y pueden alcanzar los niños.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'pigeons-balcony',
    topic: 'pests',
    title: ['Pigeons on the balcony', 'Palomas en el balcón'],
    cues: ['pigeons?|doves?|palomas?|tortolas?'],
    en: [
      'Pigeons peck seedlings, lettuce and brassicas: cover young plants with netting or a mesh cloche and pull the net tight so birds cannot get tangled.',
      'Do not leave food out, clean up spilled seed, and hang old CDs or strips of foil that move in the wind; spikes and gels can hurt birds.',
    ],
    es: [
      'Las palomas picotean plantines, lechugas y coles: cubre las plantas jóvenes con malla o una campana de red y tensa bien la malla para que no se enreden los pájaros.',
      'No dejes comida fuera, limpia las semillas caídas y cuelga CD viejos o tiras de papel de aluminio que se muevan con el viento; los pinchos y geles pueden herirlas.',
    ],
    source: 'general-horticulture',
  }),
]
