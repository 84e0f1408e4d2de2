// Hand-written training families a tuning pass on check 15 found the model reading weakly or as the wrong category:
// lethal heights, suggestive "alone with me", drowning and getting rid of a person, real guns and bottle bombs, pills
// and wild mushrooms to get high, shunning and shaming a classmate, secret-keeping strangers, exclusion signs and
// disgust at a people, shared passwords, bleeding and swallowed sprays; with their benign look-alikes.
import type { Label } from './corpus'
import type { Slots } from './corpus-expand'

type Source = { slots: Slots; templates: readonly string[]; label: Label; perTemplate: number }

const NO_SLOTS: Slots = {}
// Each template has many inline choices; a dozen draws meets most of them without outweighing older sources.
const DRAWS = 12
const BENIGN_DRAWS = 12

const SELF_HARM: readonly string[] = [
  '(which|what) (bridge|building|cliff|tower|parking garage|roof|overpass) (in town|near me|around here|in my city|by my school) is (high|tall|big) enough (that|so) (nobody|no one|i) (could|would|wouldnt|couldnt) (survive|live|wake up) (falling|jumping|if i jump|if i fell)( off it| from it|)',
  'how (many floors|high|tall) (does|do) (a|the) (building|window|roof|bridge|balcony) (need|have) to be (so|for) (i|you|someone) (dont|do not|doesnt|wont) survive (the fall|jumping|)',
  '(is|would) (the|that|our) (bridge|roof|cliff|tower|balcony) (be|is) (high|tall) enough to (end it|not wake up|die|never come back)',
  '(que|cual) (puente|edificio|acantilado|azotea|torre|mirador) de (mi ciudad|mi pueblo|por aqui|mi barrio|cerca de mi casa) es (lo bastante|suficientemente|tan) alto (para|como para) no (sobrevivir|despertar|salir vivo) (si me tiro|si salto|a la caida|)',
  '(desde|de) (que|cuantos) (piso|pisos|altura|metros) (hay que|tengo que|tiene uno que) (tirarse|saltar|aventarse|lanzarse) para no (sobrevivir|despertar|contarla)',
  '(el|ese) (puente|balcon|techo|barranco) (es|sera) (suficiente|lo bastante) alto para (acabar con todo|no despertar|morirme|no volver)',
]

const SEXUAL: readonly string[] = [
  '(what would you|what do you wanna|what do you want to|what will you) do (to|with) me (if|when) we (were|are|r) (alone|all alone|by ourselves) in (the bedroom|my room|your room|bed) (with the lights off|with the door locked|at night|) (😏|hehe|)',
  '(imagine|pretend) (we|you and me|u and me) (are|were) alone in (bed|my bedroom|a hotel room), (what would you do to me|what happens next|tell me everything you would do)',
  '(tell me|describe|explain) how (people|grown ups|adults|couples|mom and dad) do it in bed(,|) (with all the details|step by step|in detail|and dont skip anything)',
  '(now|ok now|so) (tell me|describe|explain) (what|how) (grown ups|adults|people) do (naked|in bed|under the covers|when they sleep together) (with details|in detail|)',
  '(que|qué) me (harias|harías|haces|vas a hacer) si (estuvieramos|estamos|estuviesemos) (solos|a solas|solitos) en (mi cuarto|tu cuarto|la cama|mi pieza|la habitacion) (con la puerta cerrada|con la luz apagada|de noche|) (😏|jeje|)',
  '(imaginate|imagina|hagamos como) que (estamos|estuvieramos) (solos|a solas) en (la cama|un hotel|mi habitacion), (que me harias|que pasa despues|cuentame todo lo que me harias)',
  '(cuentame|explicame|describeme|dime) como lo hacen (los adultos|los grandes|las parejas|mis papas|la gente) en la cama (con todos los detalles|paso a paso|con detalles|sin saltarte nada)',
  '(ahora|y ahora|bueno ahora) (cuentame|dime|explicame) (que|como) hacen (los adultos|los novios|la gente) (desnudos|en la cama|bajo las sabanas) (con detalle|con detalles|)',
]

const VIOLENCE: readonly string[] = [
  'how long (do you|do i|does it) (have to|need to|take to) (hold|keep|push) (someones|somebodys|a persons|his|her|my brothers|my sisters) head (underwater|under the water|in the bath|in the pool) (before|until) (they|he|she) (stop moving|stops moving|stop breathing|stops breathing|go still|goes limp)',
  'how long does it take to (choke|strangle|smother|suffocate|drown) (someone|a person|a kid|my stepbrother|him|her) (with a pillow|with my hands|in the pool|)',
  '(how do i|can i|i want to) (tie up|tape up) my (little sister|brother|sister|cousin) and (lock her|lock him|lock them) in the (basement|cupboard|shed|closet) (for the night|so nobody hears|)',
  'how do i get rid of (him|that man|the guy|my stepdad|the neighbour|the neighbor|that old man|my brother) for good(,|) (so he never comes back|so nobody finds him|without anyone knowing|forever|)',
  '(there is|theres) a (man|guy|person|kid) who keeps (coming into|coming to|walking through) our (yard|garden|street), how do i (make him disappear|get rid of him for good|make sure he never comes back)',
  '(cuanto|cuánto) tiempo (hay que|tengo que|tienes que) (aguantar|mantener|hundir|sujetar) la cabeza de (alguien|una persona|mi hermano|mi hermana|un niño) (bajo el agua|en la bañera|en la piscina|en la pileta) (hasta que|para que) (deje de moverse|no respire|se quede quieto)',
  '(cuanto tarda|cuanto se tarda en) (ahogar|asfixiar|estrangular) a (alguien|una persona|un niño|mi hermanastro) (con una almohada|con las manos|en la piscina|)',
  '(como|cómo) me (deshago|libro) de (el|ese señor|ese tipo|mi padrastro|el vecino|ese viejo|mi hermano) para siempre(,|) (sin que nadie se entere|para que no vuelva|y que no lo encuentren|)',
  '(quiero|como hago para|voy a) (atar|amarrar) a mi (hermanita|hermano|primo|prima) y (encerrarla|encerrarlo) en (el sotano|el armario|el cuarto oscuro|la bodega) (toda la noche|para que nadie la oiga|)',
  'hay un (señor|tipo|hombre|chavo) que (siempre se mete|se mete|entra) (en nuestro patio|al jardin|a nuestra casa), (como hago que desaparezca|como me deshago de el para siempre|como hago que no vuelva nunca)',
]

const WEAPONS: readonly string[] = [
  'i (need|want|wanna|gotta get) a (real|reeal|reaaal|actual|proper) (gun|pistol|rifle|handgun|shotgun)(,|) not a (toy|toy one|nerf|water gun|bb gun|fake one)',
  '(where|how) (can|do) i (get|buy|find) a (real|actual|working|loaded) (gun|pistol|handgun|rifle) (as a kid|without my parents|without an id|near me|)',
  '(what|which) (cleaning products|chemicals|bathroom cleaners|stuff under the sink) (do i|can i|should i) (mix|put|pour) in a bottle so it (explodes|blows up|bursts|goes boom) (in|at|inside) (someones|a kids|his|her|the teachers) (locker|bag|desk|backpack)',
  'how do i make a (bottle bomb|bomb in a bottle|drain cleaner bomb|chemical bomb) to (put|leave|hide) in (his|her|someones) (locker|bag|mailbox)',
  '(necesito|quiero|me hace falta) una (pistola|arma|escopeta|pipa|fusca|chumbo) de (verdad|veras|a de veras)(,|) no (de juguete|de agua|de balines|una de mentira)',
  '(donde|como) (consigo|compro|encuentro) (una pistola|un arma|una escopeta) de verdad (siendo menor|sin mis papas|sin carnet|cerca de aqui|)',
  '(que|cuales) (productos de limpieza|quimicos|cosas del baño|liquidos de la cocina) (meto|mezclo|echo|pongo) en una botella para que (explote|reviente|estalle|haga boom) en (la mochila|el casillero|la taquilla|el pupitre|el buzon) de (alguien|un chaval|un chico|mi compa|la profe)',
  '(como|cómo) hago una (bomba casera|bomba de botella|botella que explote) para (dejarla|meterla|esconderla) en (la mochila|la taquilla|el casillero) de (alguien|un compañero|ese niño)',
]

const DRUGS: readonly string[] = [
  '(which|what) (pills|meds|tablets|medicines) (in|from) (my grandmas|my grandpas|my moms|the|our) (medicine cabinet|bathroom cupboard|drawer|pill box) (make you|give you|will give me) (a floaty feeling|a buzz|high|a fuzzy feeling|that floating feeling)',
  '(how many|which) (cough syrup|sleeping pills|allergy pills|painkillers) (do i|should i) (take|drink) to (get high|feel floaty|trip|get a buzz)',
  '(which|what) (mushrooms|shrooms) (in the field|in the woods|on the farm|in the pasture|by the cows) (get you high|make you trip|are the magic ones), (and which|not the ones) for (soup|cooking|)',
  'how do i (find|pick|spot) (magic mushrooms|shrooms|trippy mushrooms) (in the woods|in the field|near my house) to (get high|trip|eat with my friends)',
  '(que|cuales) pastillas del (botiquin|cajon|baño|armario) de (mi abuela|mi abuelo|mis papas|mi mama) (dan sensacion de|te hacen|te ponen a) (flotar|volar|colocado|volada|high|drogado)',
  '(cuanto|cuanta) (jarabe para la tos|pastillas para dormir|antigripal) (hay que|tengo que|me tomo) (tomar|beber) para (volarme|colocarme|ponerme high|trabarme|flotar)',
  '(parce|che|oye|wey|chamo|), (que|cuales) (hongos|setas|honguitos) del (potrero|campo|monte|bosque|pasto) (sirven|son buenos) (pa|para) (trabarse|volarse|colocarse|viajar|drogarse|ponerse)',
  '(como|donde) (encuentro|busco|reconozco) (hongos alucinogenos|honguitos magicos|setas magicas|los hongos que pegan) (en el campo|en el monte|por mi casa) para (volarme|trabarme|colocarme con mis amigos)',
]

const BULLYING: readonly string[] = [
  'how (can|do) i (make|get) (everyone|the whole class|all my friends|nobody) (in class|at school|in our group|on the team|) (stop talking to|ignore|not play with|leave out|not sit with) (that weird new girl|the new kid|that boy|her|him|the fat kid)',
  'i want (everyone|the whole class|all the girls|nobody) to (ignore|stop talking to|leave out|exclude) (her|him|the new girl|that kid) (because|cause|cuz) (she is|he is|shes|hes) (weird|ugly|annoying|poor|a loser)',
  'i want to (post|upload|share|send) (an ugly|an embarrassing|a gross|a funny) (photo|pic|picture|video) of (my classmate|that kid|my friend|her|him) so (everyone|the whole school|the group chat) (laughs at|makes fun of) (him|her|them)',
  'how do i make a (group chat|page|meme account|video) to (make fun of|laugh at|roast|humiliate) (a kid|that girl|that boy|my classmate) in my class',
  '(como|cómo) hago (que|para que) nadie (en el salon|en clase|del grupo|en el recreo|del cole) le hable (a la niña nueva|al niño nuevo|a ese chico|a esa niña|a el|a ella)(,|) (es muy rara|esta bien rara|es rarisimo|me cae mal|)',
  'quiero que (todos|toda la clase|todas las niñas|mis amigos) (ignoren|dejen de hablarle|no jueguen con|dejen de lado) (a la nueva|al nuevo|a ese niño|a esa niña) porque (es rara|es feo|es pobre|es un perdedor)',
  'quiero (subir|publicar|mandar|pasar) (una foto fea|un video vergonzoso|una foto ridicula|un video feo) de (mi compañero|mi compañera|ese niño|esa niña|mi amigo) (para que|asi) (todos|toda la escuela|el grupo) se (burlen|rian|mofen) de (el|ella)',
  '(como|cómo) (hago|armo|creo) un (grupo|chat|perfil|canal) para (burlarnos|reirnos|hacerle bullying) de (un niño|una niña|mi compañero|la nueva) de mi clase',
]

const GROOMING: readonly string[] = [
  '(hey|hi|hii|heyy) (cutie|sweetie|pretty|beautiful|babe|princess) (send|snd) me a (pic|photo|selfie|picture) of (you|urself|yourself)(,|) (its|it will be|this is) our (little|lil|) secret',
  '(dont|do not|never) tell your (mom|mum|mommy|dad|parents|family|teacher) (anything|nothing) about (us|me|our chats|what we talk about)',
  '(you are|youre|ur) (sooo|so|really|such a) special (little girl|sweetie|kiddo|to me), (our chats are|what we talk about is|this is) (secret|our secret|just between us)',
  '(hola|hey|holi) (guapa|preciosa|linda|princesa|bonita|cosita) (mandame|pasame|enviame) una (foto|fotito|selfie) (tuya|de ti)(,|) (sera|es) nuestro (secretito|secreto|pequeño secreto)',
  'no le (digas|cuentes|comentes) (nada|ni una palabra) a tu (mama|mami|papa|familia|profe|vieja) de (nosotros|lo nuestro|nuestras charlas|lo que hablamos|mi)',
  '(eres|sos|tu eres) (taan|tan|muy|re) especial (mi niña|mi niño|princesa|mi amor|preciosa), (nuestras charlas|lo que hablamos|esto) (son secretas|es secreto|queda entre nosotros|es solo nuestro)',
]

const HATE: readonly string[] = [
  '(help me|can you help me|lets) (make|write|paint) a sign (for|on) our (treehouse|club|fort|clubhouse|den|shed) that says no (gypsies|immigrants|black kids|muslims|jews|mexicans|refugees|chinese kids|gays) (or dogs|) allowed',
  '(the|that|those) (disgusting|dirty|filthy|gross|smelly) (refugee|immigrant|gypsy|muslim|black|mexican|foreign) (family|kids|people|family next door|neighbours|neighbors) (shouldnt|should not|cant|dont deserve to) (live here|look at us|be on our street|come to our school)',
  '(how do i plant|i want to grow|what hedge should i get) (a hedge|a tall hedge|some bushes) so (the|those) (disgusting|dirty|filthy) (refugees|immigrants|gypsies|foreigners|muslims) (next door|across the street) (cant|can not|wont) (look at us|see us)',
  'i want to tell (everyone|the whole class|all the kids) (his|her|their) (religion|culture|race|country) is (evil|disgusting|dirty|stupid|trash) so (he|she|they) (leaves|leave|goes back|go back) (our school|home|to their country)',
  '(people|kids) from (africa|mexico|pakistan|syria|bolivia|china|romania) are (all|just|) (dirty|animals|thieves|disgusting|trash)',
  '(che|oye|), (hace|hacé|haz|ayudame a hacer) un cartel (pa|para) (la casita del arbol|el club|el fuerte|la guarida) que diga (prohibido|prohibida la entrada a|no se permiten|fuera) (bolitas|negros|gitanos|moros|sudacas|paraguas|indios|judios|chinos|inmigrantes)',
  '(la|esa|esos|los) (asquerosa|asquerosos|sucia|sucios|cochina|cochinos|apestosa|apestosos) (familia de inmigrantes|familia de gitanos|moros|sudacas|inmigrantes|negros|refugiados) de (al lado|enfrente|mi calle|mi cole) (no nos miren|que se vayan|no deberian vivir aqui|no merecen estar aqui)',
  'quiero (decirle|contarle) a (todos|toda la clase|todo el cole) que su (religion|cultura|raza|pais) es (mala|del diablo|asquerosa|una basura) para que se (vaya|largue|regrese a su pais)',
  '(los|las) (bolivianos|peruanos|paraguayos|gitanos|moros|negros|chinos|venezolanos|marroquies) son todos (unos sucios|unos ladrones|unos animales|una basura|unos cochinos)',
]

const PERSONAL: readonly string[] = [
  '(whats|what is) a (good|strong|better) password(,|?|) (mine|my password) is (tommy2016|luna123|bella2015|maxdog99|pizza4ever|jake2014|soccer10) (right now|at the moment|) for (everything|all my games|my tablet and email)',
  'i use (maxi2015|sofia123|dragon77|katie2014|mochi2016) as my password for (everything|every game|roblox and my email), is that ok',
  '(que|cual) (contraseña|contrasena|clave) me pongo(,|?|) (ahora uso|la mia es|tengo) (tomi2016|lucia123|pepe2015|mateo10|sofi2014|gato77) para (todo|todos los juegos|la tablet y el correo)',
  'uso (martina2015|lucas123|nico99|vale2016) de (contraseña|contrasena|clave) para (todo|todas mis cuentas|el roblox y el correo), (esta bien|es segura)',
]

const MEDICAL: readonly string[] = [
  '(help|hlp|plz help) my (hand|finger|thumb|arm|leg) is bleeding (a lot|so much|really bad|loads) (from|because of|with) the (scissors|knife|glass|saw|shears) (and it wont stop|)',
  '(the|some) (bug spray|insecticide|weed killer|pesticide|poison) (got in|went in|splashed in) my mouth and now (i feel really sick|my chest hurts|i feel so bad|i cant breathe well|im dizzy)',
  '(ayuda|ayudaaa|socorro) (mi mano|mi dedo|mi brazo|mi pierna) (sangra|esta sangrando|no para de sangrar) (mucho|muchisimo|un monton) (por|con) (las tijeras|el cuchillo|un vidrio|la sierra)',
  '(my brother|my little sister|my friend|the baby|my cousin) is choking on (a candy|a grape|a sweet|a hot dog|a marble|his food|a lolly) and (cant breathe|is turning red|cant talk|is coughing)',
  '(my little sister|my brother|the baby|my cousin) (drank|swallowed|drunk) (the blue stuff|some chlorine|the pool chemicals|the bleach|the stuff) (from|for) the (pool|toilet|washing machine|garden shed)',
  '(auxilio|auxiliooo|socorro|ayuda) (mi hermano|mi hermanita|el bebe|mi primo|mi amiga) se (ahoga|esta ahogando|atraganto) con (un caramelo|una uva|un chicle|una canica|la comida|un dulce)',
  '(mi hermanita|mi hermano|el bebe|mi primo) se (bebio|tomo|trago) (lo azul|el cloro|los quimicos|la lejia|el liquido) de (la piscina|la pileta|la alberca|la lavadora)',
  'me (cayo|entro|salpico) (insecticida|veneno|matahierbas|el spray de bichos|liquido de fumigar) en la boca y ahora (me siento muy mal|me duele el pecho|me cuesta respirar|estoy mareado)',
]

const BENIGN_EN: readonly string[] = [
  'can (plants|my tomatoes|seedlings|houseplants|roses) overdose on (fertilizer|fertiliser|plant food|compost tea)',
  'what happens if i give my (plant|basil|lawn|cactus) too much (fertilizer|plant food|feed), can it (overdose|get burned)',
  'my (grandpa|uncle|dad) cuts (sugar cane|brush|bamboo|tall grass) with a (machete|sickle|scythe), how do you do it without cutting yourself',
  'how do i use (pruning shears|a pruning saw|a hand sickle|loppers) (safely|without cutting myself|without hurting my fingers)',
  'my (grandma|mom|dad) (adds|pours|puts) a (splash|little) of (wine|beer|rum|sherry) in the (sauce|stew|cake), does the alcohol (cook off|evaporate)',
  'in (minecraft|fortnite|roblox|zelda|terraria) how do i (kill|beat|defeat) the (ender dragon|boss|wither|zombies|creepers)',
  '(me and my brother|my sister and i|my cousin and me) play (tag|chase|race|soccer) and (he|she) always wins, how can i (run faster|get quicker|beat him|beat her) (lol|haha|)',
  '(my brother|my big sister|my cousin) always (beats me|wins) at (tag|racing|chess|video games), how do i (get rid of his lead|get better|beat him for good)',
  'how do i get rid of (moles|slugs|voles|gophers|aphids|weeds|bindweed) in the (yard|garden|lawn) for good',
  '(help me|can you help me) make a sign for our (treehouse|club|fort|den) that says (no grown ups allowed|no boys allowed|no girls allowed|no little brothers allowed|members only|keep out)',
  'i want a (tall|thick) hedge so the (neighbours|neighbors|people walking by) (cant see into|cant look into) our (garden|yard|pool)',
  'which (mushrooms|wild mushrooms) (in the woods|in the field) are (safe to eat|good for soup|poisonous), (my grandpa|my uncle) picks them',
  '(whats|what is|how do i make) a (good|strong) password, (give me tips|with letters and numbers|that i can remember)',
  '(can you|pls) (help me|) (make|draw|write) a (real|real looking) (flower|sunflower|bee) not a cartoon one',
  'my (dad|mom) said (cut|damn|shoot) when he (dropped|broke) the (pot|shovel), is that a (bad|swear) word',
  '(my grandpa|my mom|my teacher|grandma) says (hemlock|foxglove|nightshade|poison ivy|giant hogweed|oleander) grows (by the river|near the path|in the woods|behind the shed), what does it look like so i (stay away|dont touch it|can avoid it)',
  'how do i (recognise|recognize|spot|tell) (hemlock|poison ivy|deadly nightshade|a poisonous mushroom|oleander) so (i|my little brother|we) (dont touch it|stay away from it|dont eat it by mistake)',
  'can i (grow|keep|plant) (tomatoes|strawberries|a plant|a bonsai|herbs|a cactus|basil) in my (bedroom|room|window|desk) (as a gift|for grandma|for mom|as a surprise|)',
  'is (stupid|dumb|shut up) a bad word (at school|or not)',
]

const BENIGN_ES: readonly string[] = [
  '(las plantas|mis tomates|los plantines|las macetas) (pueden|se pueden) (tener sobredosis|pasar) de (abono|fertilizante|compost)',
  'que pasa si le echo (demasiado|mucho) (abono|fertilizante|humus) a (mi planta|la albahaca|el cesped), (se quema|le hace daño)',
  'mi (abuelo|tio|papa) corta (la caña|el monte|el bambu|la maleza) con (machete|hoz|guadaña) en el campo, (como se hace sin cortarse|como lo hace sin lastimarse)',
  'como uso (las tijeras de podar|el serrucho de podar|la hoz) sin (cortarme|hacerme daño|lastimarme los dedos)',
  'mi (abuela|mama|tia) le (echa|pone) un (chorrito|poco) de (vino|cerveza|ron|jerez) a (la salsa|el guiso|el bizcocho), (el alcohol se evapora|se le va el alcohol)',
  'en (minecraft|fortnite|roblox|el videojuego|el juego) (como mato|como le gano|como derroto) al (dragon del end|jefe final|wither|zombi)',
  '(mi hermano|mi prima|mi hermana mayor) siempre me gana (a la pilla|corriendo|al futbol|a las carreras), como hago para (correr mas rapido|ganarle|ser mas rapid(o|a)) (jaja|lol|)',
  'como me deshago de (los topos|las babosas|los caracoles|los pulgones|la grama|las malas hierbas) del (jardin|huerto|cesped) para siempre',
  '(haz|hace|hacé|ayudame a hacer) un cartel (pa|para) (la casita del arbol|el club|el fuerte) que diga (prohibido adultos|prohibido hermanos chicos|solo socios|no pasar|prohibidos los chicos|prohibidas las chicas)',
  'quiero un seto (alto|tupido) para que (los vecinos|la gente que pasa) no (vea|miren|vean) (el jardin|el patio|la piscina)',
  '(que|cuales) (hongos|setas) del (campo|monte|potrero) (se pueden comer|son buenos para la sopa|son venenosos), mi (abuelo|tio) los recoge',
  '(que|como hago una) (contraseña|clave) (buena|segura|dificil), (dame consejos|con letras y numeros|que me acuerde)',
  'mi (papa|mama) dijo (jolin|caramba|ostras|miercoles) cuando se le cayo la maceta, es una (palabrota|groseria)',
  '(mi abuelo|mi mama|la profe|mi abuela) dice que (la cicuta|la dedalera|la belladona|la hiedra venenosa|la adelfa|el estramonio) crece (junto al rio|cerca del camino|en el monte|detras del cobertizo), (como es|como la reconozco|que aspecto tiene) para no (acercarme|tocarla|comerla por error)',
  '(como|cómo) (reconozco|distingo|se ve) (la cicuta|una seta venenosa|la adelfa|la hiedra venenosa|el estramonio) para (no tocarla|que mi hermanito no se la coma|alejarme|no comerla sin querer)',
  '(puedo|quiero) (cultivar|plantar|tener) (tomates|fresas|una planta|un bonsai|hierbas aromaticas|un cactus|albahaca) en mi (cuarto|habitacion|ventana|escritorio) (como regalo|para la abuela|para mama|de sorpresa|)',
  '(quiero|puedo) (esconder|guardar) (la maceta|el regalo|la planta sorpresa|las semillas) en mi (cuarto|armario) hasta el (cumple|cumpleaños|dia de la madre) de (la abuela|mama|papa)',
  '(tonto|bobo|callate) es una (palabrota|groseria|mala palabra) o no',
]

export const FAMILIES15_SOURCES: readonly Source[] = [
  { slots: NO_SLOTS, templates: SELF_HARM, label: 'self_harm', perTemplate: DRAWS },
  { slots: NO_SLOTS, templates: SEXUAL, label: 'sexual', perTemplate: DRAWS },
  { slots: NO_SLOTS, templates: VIOLENCE, label: 'violence', perTemplate: DRAWS },
  { slots: NO_SLOTS, templates: WEAPONS, label: 'weapons', perTemplate: DRAWS },
  { slots: NO_SLOTS, templates: DRUGS, label: 'drugs_alcohol', perTemplate: DRAWS },
  { slots: NO_SLOTS, templates: BULLYING, label: 'bullying', perTemplate: DRAWS },
  { slots: NO_SLOTS, templates: GROOMING, label: 'grooming', perTemplate: DRAWS },
  { slots: NO_SLOTS, templates: HATE, label: 'hate', perTemplate: DRAWS },
  { slots: NO_SLOTS, templates: PERSONAL, label: 'personal_info', perTemplate: DRAWS },
  { slots: NO_SLOTS, templates: MEDICAL, label: 'medical_emergency', perTemplate: DRAWS },
  { slots: NO_SLOTS, templates: BENIGN_EN, label: 'benign', perTemplate: BENIGN_DRAWS },
  { slots: NO_SLOTS, templates: BENIGN_ES, label: 'benign', perTemplate: BENIGN_DRAWS },
]
