// What a child may say to Mochi that is not about the garden: feelings, being hurt, strangers. The recogniser must
// hear these words, so that a child in distress reaches the safety reply by voice too. Our own wording, written
// apart from the safety evaluation set (bench/safety-eval), which the recogniser never sees.

const FEELINGS = ['sad', 'scared', 'lonely', 'angry', 'upset', 'worried', 'afraid', 'hurt', 'unhappy']
const PEOPLE = [
  'my friend',
  'a kid at school',
  'the kids at school',
  'my brother',
  'my sister',
  'someone',
  'a boy',
  'a girl',
]
const MEAN = [
  'is being mean to me',
  'is mean to me',
  'hit me',
  'pushed me',
  'laughed at me',
  'is bullying me',
  'is picking on me',
]

const SENTENCES = [
  'nobody likes me',
  'nobody wants to play with me',
  'i have no friends',
  'i feel alone',
  'i want to hurt myself',
  'i want to die',
  'i do not want to be alive',
  'i want to cut myself',
  'i hate myself',
  'i got stung and my throat feels tight',
  'my throat is getting tight',
  'i got stung and i can not breathe',
  'my face is swelling up',
  'my lips are swelling',
  'i can not breathe',
  'i ate a berry from the garden',
  'my little brother ate a mushroom',
  'i swallowed some plant food',
  'i drank something from the shed',
  'i cut my hand and it is bleeding a lot',
  'i fell and it really hurts',
  'a man online wants my address',
  'a man online wants my home address and phone number',
  'a nice man online wants my home address',
  'someone online wants my address and phone number',
  'what should i send him',
  'a man online wants a picture of me',
  'a lady online wants to meet me',
  'someone online wants my home address',
  'he asked where i live',
  'she asked for my phone number',
  'someone online asked for a photo of me',
  'a stranger asked me to keep a secret',
  'someone wants to meet me',
  'a grown up asked me not to tell my mom',
  'what is my password',
  'i live on maple street',
  'my phone number is',
  'i need help',
  'please help me',
  'i am having a bad day',
  'my mom and dad are fighting',
  'i had a bad dream',
]

export function childTalk(): string[] {
  const sentences = [...SENTENCES]
  for (const feeling of FEELINGS) {
    sentences.push(`i feel ${feeling}`, `i am ${feeling}`, `i am so ${feeling} today`)
    for (const very of ['really', 'so', 'very'])
      sentences.push(`i feel ${very} ${feeling}`, `i am ${very} ${feeling}`)
    // Feelings come in pairs ("sad and scared"): every pair, so none is more expected than another.
    for (const other of FEELINGS) if (other !== feeling) sentences.push(`i feel ${feeling} and ${other}`)
  }
  for (const person of PEOPLE) {
    for (const mean of MEAN) {
      sentences.push(`${person} ${mean}`)
      // Hurt and feelings come together ("a kid at school is mean to me and i feel sad"); the commonest feelings
      // only, so the distress talk does not outweigh the garden questions.
      for (const feeling of ['sad', 'scared', 'lonely', 'upset'])
        sentences.push(`${person} ${mean} and i feel ${feeling}`)
    }
  }
  return sentences
}
