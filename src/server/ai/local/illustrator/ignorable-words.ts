// Prompt words that describe rather than name a thing (actions, looks, little words): never "couldn't draw".
const WORDS = `
a an the and or of to in on at by for from into onto up down out off over it its is are was be being been
i we you he she they his her their them us me my our your some any all every each lots very so too just
happy sad cute funny sweet lovely nice pretty beautiful big small little tiny huge giant tall short long round
fat old new young bright dark light wooden stone metal shiny sunny fresh ripe brown black grey gray
full together growing grows grow eating eat eats playing play plays sleeping sleep sleeps flying fly flies
sitting sit sits standing stand running run walking walk jumping jump swimming swim picking pick planting
plant digging dig drinking drink looking look smelling smell chasing chase carrying carry climbing climb
having have has making make reading read helping help watering water waters visiting visit buzzing buzz
landing land hiding hide resting rest dancing dance singing sing picnic day time lot kind here there
please draw paint picture image show shows showing friendly cheerful colourful colorful how what why
when where who which goes go going ride rides long lives live keeps keep need needs has have help helps
so many kind kinds make me create scene photo drawing painting
leaf leaves petal petals seed seeds roof door window web crumbs row rows lily pad pads straw hat ground
un una unos unas el la los las lo de del al y o con sin en por para que como muy mas su sus mi mis tu tus
feliz felices bonito bonita bonitos bonitas lindo linda lindos lindas grande grandes pequeno pequena
pequenos pequenas chiquito chiquita gordo gorda viejo vieja nuevo nueva alto alta marron negro
negra gris claro oscuro madera piedra paja llena lleno juntos juntas creciendo crece comiendo come jugando
juega durmiendo duerme volando vuela sentado sentada parado parada corriendo corre caminando camina
saltando salta nadando nada recogiendo recoge plantando planta cavando cava sacando saca bebiendo bebe
mirando mira oliendo huele persiguiendo persigue llevando lleva trepando trepa regando riega visitando
ayudando ayuda dibuja dibujame pinta pintame haz hazme muestrame quiero imagen foto dibujo escena dia
alegre alegres muestra muestran mostrando amigable colorido colorida como que cuando donde quien por
hace hacen va van tiene tienen vive viven necesitan necesita ayudan
hoja hojas petalo petalos semilla semillas techo ventana fila filas sombrero suelo tierra
`
export const IGNORABLE_WORDS = new Set(WORDS.split(/\s+/).filter(Boolean))

/** True for action and describing words: English -ing forms and Spanish gerunds count as actions. */
export function isIgnorable(word: string): boolean {
  if (IGNORABLE_WORDS.has(word) || /^\d+$/.test(word)) return true
  return (word.length > 5 && word.endsWith('ing')) || /(ando|iendo|yendo)$/.test(word)
}
