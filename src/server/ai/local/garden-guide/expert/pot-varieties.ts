// Which varieties of a plant suit a pot, a balcony or a hanging basket, and the care those small spaces add.
// Source: extension-service container-gardening guides and seed-catalogue variety descriptions.

export const POT_VARIETIES: Record<string, [en: string, es: string]> = {
  tomato: [
    'Pick compact varieties: cherry, dwarf "patio" or bush (determinate) tomatoes, or trailing "tumbler" types for a hanging basket, and give taller ones a stake.',
    'Elige variedades compactas: tomates cherry (cereza), enanos o determinados, o los colgantes para cestas, y pon un tutor o una estaca a los más altos.',
  ],
  strawberry: [
    'Everbearing (day-neutral) or alpine strawberries suit a hanging basket or pot best, fruiting on and off all summer; water daily in warm weather and feed every 10 to 14 days with a high-potassium (tomato) fertiliser.',
    'Las fresas remontantes (reflorecientes, de día neutro) o las silvestres alpinas son las mejores para una maceta colgante, con fruta todo el verano; riega a diario con calor y abona cada 10 a 14 días con un fertilizante rico en potasio (de tomates).',
  ],
  cucumber: [
    'Choose compact bush or "patio" cucumbers and give them a small trellis to climb.',
    'Elige pepinos compactos o de mata baja y dales una pequeña espaldera para trepar.',
  ],
  zucchini: [
    'One plant per large pot is plenty; compact bush varieties fit a balcony best.',
    'Con una planta por maceta grande basta; las variedades compactas de mata son las mejores para un balcón.',
  ],
  bean: [
    'Bush (dwarf) beans need no support in a pot; climbing beans need a tall cane wigwam.',
    'Las judías o frijoles de mata baja (enanos) no necesitan soporte en maceta; las de enrame necesitan cañas altas.',
  ],
  pea: [
    'Dwarf peas are best in pots, with a few twiggy sticks to climb.',
    'Los guisantes o arvejas enanos son los mejores para maceta, con unas ramitas para trepar.',
  ],
  pepper: [
    'Compact peppers and small chillies do very well in pots and can come indoors in autumn.',
    'Los pimientos compactos y los chiles pequeños van muy bien en maceta y pueden entrar en casa en otoño.',
  ],
  eggplant: [
    'Choose compact or small-fruited aubergines and give them a short stake.',
    'Elige berenjenas compactas o de fruto pequeño y ponles una estaca corta.',
  ],
}
