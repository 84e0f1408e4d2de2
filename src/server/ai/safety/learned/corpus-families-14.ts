// Hand-written benign look-alikes for the families a tuning pass on check 14 found the model flagging: letting a plant
// die, small garden scrapes, "es una bomba" as praise, "why do they do that" about animals, a pet that only sniffed,
// small frights and sorrows about bugs and crops. The harmful families are rule data (check14-families-rules.ts).
import type { Label } from './corpus'
import type { Slots } from './corpus-expand'

type Source = { slots: Slots; templates: readonly string[]; label: Label; perTemplate: number }

const NO_SLOTS: Slots = {}
// Each template has inline choices; a handful of draws meets most of them without outweighing older sources.
const BENIGN_DRAWS = 12

const BENIGN_EN: readonly string[] = [
  // Letting a plant die, or giving up on it.
  '(should i|do i|can i) just let (it|the plant|my basil|the old tomato|that cactus|the mint) die (back|off|)(, or (cut it back|repot it|save it)|)',
  '(is it ok|is it fine|is it normal) to let (it|the dahlias|my pepper plant|the annuals) die (down|back|off) (in winter|after flowering|in autumn|when its cold)',
  '(my fern|the poor basil|this seedling|my orchid) is (so sick|rotting|half dead), (should i|do i) (give up and let it die|let it go|throw it on the compost)',
  '(it|the lettuce|my sunflower) (is going to|will) die anyway, (should i|can i) (save the seeds|pull it out|let it go to seed)',
  // Small garden scrapes and aches, asked about calmly.
  'my (hands|fingers|palms) (have|got) (blisters|little blisters|red marks) from (raking|digging|weeding|the shovel|the spade|pulling roots)(, is that normal|, how do i stop that| lol|)',
  'i got a (splinter|tiny splinter|thorn) (from the fence|from a rose|in my finger) while (gardening|weeding|pruning)(, how do i get it out|, is that normal|)',
  '(a rose thorn|the bramble|a blackberry cane) scratched my (arm|hand|leg) a (little|bit)(, should i wear gloves|, do i need a plaster|)',
  '(my back|my knees|my arms) (is|are|feel) (sore|achy|tired) from (weeding|digging|carrying the watering can|kneeling in the beds) all day',
  '(nettles|stinging nettles) made my (legs|hands|ankles) (itchy|tingly|a bit red)(, what helps|, is dock leaf a real cure|)',
  // Praise slang.
  'my (tomatoes|strawberries|pumpkins|chillies) are (the bomb|da bomb|bomb) this year',
  'this (compost|homemade fertiliser|worm tea) is the bomb, my (beans|roses|squash) (love it|are huge)',
  // Why animals do what they do.
  '(our cat|the cat|my dog|a hawk|the robin) (killed|caught|ate|chased) a (bird|mouse|lizard|worm|frog) in the garden, why do they do that',
  '(a bee|the wasp|a hornet) stung my (dad|mum|brother) on the (arm|hand) and he said ouch but (hes|he is|she is) fine, why do they do that',
  'why do (cats|dogs|bees|birds|ants|slugs) do that',
  // A pet or child only near something toxic.
  'my (dog|puppy|cat) (sniffed|licked|pawed at) a (mushroom|toadstool|foxglove|lily) but (didnt eat it|did not eat it|spat it out), should i (worry|be worried)',
  '(my dog|the puppy|our cat|my rabbit) (only|just) (sniffed|smelled|licked) (the|a|some) (mushroom|mushrooms|berries|lily|slug pellets) and (walked away|did not eat any|left it), (do i need to worry|is that ok|should i call the vet)',
  '(what time does|when does|what are the hours of) the (botanical garden|garden centre|garden center|plant nursery|library|zoo|farm shop) (open|close)( and what is its (phone number|address|website)|)',
  'what is the (phone number|address|email) of the (garden centre|plant nursery|botanical garden|allotment office|seed shop) (in town|near us|downtown)',
  '(but )?(he|she|it) (didnt eat it|did not eat any|never ate it|spat it out)',
  'can i (grow|plant) a (surprise|secret) (gift|plant|bonsai|flower pot) for (grandma|my mum|my dad|my teacher) and hide it in (my room|the wardrobe|the garage|the shed)',
  'i (touched|picked|held) a (foxglove|mushroom|daffodil bulb) but didnt eat it, (should i wash my hands|is that ok)',
  // Small frights and sorrows about the garden.
  'there is a (huge|giiiant|massive|really big) (worm|spider|toad|beetle|centipede) (in the bed|under the pot|in the shed) and im getting (scared|freaked out|a bit scared)(, is it dangerous|, what is it| lol|)',
  'i (cried|was sad|got upset|felt awful) when the (frost|hail|wind|heat wave|storm) (killed|flattened|burned|ruined) my (peppers|seedlings|sunflowers|tomatoes|beans)',
  'the (frost|slugs|rain|hail) (killed|ate|ruined|rotted) my (pumpkin|courgettes|lettuce) and i feel (awful|terrible|so bad|really sad)(, can we plant again|, what now|)',
]

const BENIGN_ES: readonly string[] = [
  // Dejar morir una planta.
  '(la dejo|lo dejo|las dejo|mejor la dejo) morir y ya(, o la (podo|trasplanto|salvo)|)',
  '(mi helecho|la albahaca|este plantin|mi orquidea|la tomatera) esta (muy enferma|pochisima|medio muerta|podrida), (la dejo morir|la tiro al compost|me rindo y la dejo)',
  '(es normal|esta bien|puedo) dejar que (se muera|se seque|se marchite) (la dalia|el tomate viejo|la planta anual) (en invierno|despues de florecer|en otoño)',
  '(se va a morir|se muere) (igual|de todos modos), (guardo las semillas|la arranco|dejo que espigue)',
  // Pequeños rasguños y dolores del huerto.
  'me (salieron|han salido) (ampollas|ampollitas|callos) en las manos de (rastrillar|cavar|usar la pala|quitar hierbas|arrancar raices)(, es normal|, que hago|)',
  'me (clave|entro) una (astilla|espina) (de la valla|del rosal|en el dedo) (trabajando en el huerto|podando|regando)(, como la saco|)',
  'me (arañe|rasguñe|raspe) (un poco|un poquito) (el brazo|la mano|la pierna) con (las espinas del rosal|la zarzamora|una rama)(, uso guantes|, es normal|)',
  'me duele (un poco|un poquito) (la espalda|las rodillas|los brazos) de (tanto cavar|quitar hierbas|cargar la regadera|agacharme en el huerto)',
  '(las ortigas|una ortiga) me (dejo|dejaron) (las piernas|las manos|los tobillos) (con picor|rojas|con granitos)(, que me pongo|)',
  // Bomba como elogio.
  'mis (tomates|fresas|calabazas|pimientos) estan (de pelos|buenisimos|de lujo|de locos) este año, son una bomba',
  '(este huerto|la cosecha|esta sandia|el compost casero) (es|esta) (la bomba|bomba|un bombazo)(, mira que grande|, gracias mochi|)',
  '(fue|es) un bombazo de cosecha, (los calabacines|las judias|los tomates) salieron enormes',
  // Por que los animales hacen eso.
  '(nuestro gato|el gato|mi perro|un halcon|el mirlo) (mato|cazo|se comio|persiguio) (un pajaro|un raton|una lagartija|un gusano|una rana) en el jardin, por que hacen eso',
  '(una abeja|la avispa|un abejorro) le pico a (mi papa|mi mama|mi hermano) en (el brazo|la mano) y dijo ay pero esta bien, por que hacen eso',
  'por que (los gatos|los perros|las abejas|los pajaros|las hormigas|las babosas) hacen eso',
  // Una mascota o un niño solo cerca de algo toxico.
  'mi (perro|perrita|gato) (olio|olfateo|lamio|toco) una (seta|adelfa|flor de dedalera|azucena) pero no se la comio, (me preocupo|es grave)',
  '(mi perro|el cachorro|nuestra gata|mi conejo) (solo|nada mas|apenas) (olio|olfateo|lamio) (la seta|unas bayas|la azucena|el veneno de babosas) y (se fue|no se comio nada|lo dejo), (me tengo que preocupar|esta bien|llamo al veterinario)',
  '(a que hora|cuando) (abre|cierra) el (jardin botanico|vivero|centro de jardineria|zoologico|mercado) (y cual es su (telefono|direccion|pagina web)|)',
  'cual es el (telefono|numero|correo|la direccion) del (vivero|jardin botanico|centro de jardineria|huerto comunitario) (del pueblo|de la ciudad|de aqui cerca)',
  '(pero )?(no se la comio|no se lo comio|no se comio nada|ni la probo|no la trago|no se las comio)',
  '(puedo|quiero) (cultivar|plantar|hacer crecer) (un regalo|una planta sorpresa|un bonsai|unas flores) para (la abuela|mi mama|mi papa|mi profe) y (esconderlo|esconderla|guardarlo en secreto) en (mi cuarto|el armario|el garaje|el cobertizo)',
  '(toque|agarre|arranque) una (seta|dedalera|adelfa) pero no me la comi, (me lavo las manos|pasa algo)',
  // Sustos y penas pequeñas del huerto.
  'hay una (lombriz|araña|rana|escolopendra|babosa) (gigante|gigaaante|enorme|super grande) (en el bancal|debajo de la maceta|en el cobertizo) y me estoy (asustando|poniendo nervios[oa])(, es peligrosa|, que es| jaja|)',
  'se me (pudrio|seco|helo|murio) (la calabaza|el calabacin|la lechuga|el girasol) y me siento (fatal|mal|triste|muy mal)(, podemos plantar otra|, que hago|)',
  '(llore|me puse triste|me dio mucha pena) cuando (la helada|el granizo|el viento|la ola de calor) (mato|arraso|quemo|tumbo) mis (pimientos|plantines|girasoles|tomates)',
]

export const FAMILIES14_SOURCES: readonly Source[] = [
  { slots: NO_SLOTS, templates: BENIGN_EN, label: 'benign', perTemplate: BENIGN_DRAWS },
  { slots: NO_SLOTS, templates: BENIGN_ES, label: 'benign', perTemplate: BENIGN_DRAWS },
]
