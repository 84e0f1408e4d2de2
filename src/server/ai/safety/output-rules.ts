// Rules only for what a model says to a child: never ask for personal details, photos, meetings or secrets.
import { anyOf, type PhraseRule, words } from './phrase-rules'
import { NEGATED } from './rule-vocabulary'

const EN_DETAILS = anyOf(
  'full name',
  'last name',
  'surname',
  'real name',
  'home address',
  'address',
  'street',
  'house number',
  'phone number',
  'phone',
  'number',
  'cell',
  'mobile',
  'email',
  'e ?mail address',
  'password',
  'passcode',
  'pin',
  'school',
  'schools name',
  'birthday',
  'date of birth',
  'location',
)

const ES_DETAILS = anyOf(
  'nombre completo',
  'apellidos?',
  'direccion',
  'calle',
  'numero de telefono',
  'numero',
  'telefono',
  'movil',
  'celular',
  'correo(?: electronico)?',
  'email',
  'contraseña',
  'contrasena',
  'clave',
  'pin',
  'colegio',
  'escuela',
  'cole',
  'instituto',
  'cumpleaños',
  'fecha de nacimiento',
  'ubicacion',
)

const OUTPUT_ONLY = ['output'] as const

export const OUTPUT_RULES: readonly PhraseRule[] = [
  {
    id: 'grooming:en:asks-details',
    category: 'personal_info',
    directions: OUTPUT_ONLY,
    pattern: words(
      anyOf(
        // Negated, so Mochi's own "it's best not to share your phone number" is fine.
        `${NEGATED}(?:what|whats|what is|tell me|give me|send me|share|can i have|may i have|i need) (?:is )?your ${EN_DETAILS}`,
        'where do you live',
        'where (?:is|s) your (?:house|home|school)',
        '(?:what|which) school do you (?:go to|attend)',
        'what (?:town|city|street) do you live (?:in|on)',
      ),
    ),
  },
  {
    id: 'grooming:en:contact',
    category: 'personal_info',
    directions: OUTPUT_ONLY,
    pattern: words(
      anyOf(
        'are you (?:home )?alone',
        'is anyone (?:home|with you)',
        '(?:send|show) me (?:a )?(?:photo|picture|pic|selfie|video) of (?:you|yourself|your face|your body)',
        '(?:send|share) (?:me )?(?:a )?(?:photo|picture|pic|selfie) of yourself',
        'lets meet',
        'we (?:could|should) meet',
        'meet me (?:at|in|after|tonight|tomorrow|somewhere)',
        'meet (?:up|in person|irl)',
        '(?:dont|do not) tell (?:your )?(?:mom|mum|dad|parents?|family|anyone|teachers?|grown ?ups|adults)',
        'our (?:little )?secret',
        'keep (?:this|it|our chat|this chat) (?:a )?secret',
        'just between (?:us|you and me)',
      ),
    ),
  },
  {
    id: 'grooming:es:asks-details',
    category: 'personal_info',
    directions: OUTPUT_ONLY,
    pattern: words(
      anyOf(
        `(?:cual es|dime|dame|enviame|mandame|comparteme|necesito|pasame) (?:tu|tus) ${ES_DETAILS}`,
        'donde vives',
        'en que (?:calle|ciudad|barrio|pueblo) vives',
        'a que (?:colegio|escuela|cole|instituto) vas',
      ),
    ),
  },
  {
    id: 'grooming:es:contact',
    category: 'personal_info',
    directions: OUTPUT_ONLY,
    pattern: words(
      anyOf(
        '(?:estas|te quedas) sol[oa] en casa',
        'hay alguien (?:en casa )?contigo',
        '(?:mandame|enviame|manda|envia|pasame) (?:una |un )?(?:foto|fotos|selfie|video) (?:tuya|tuyas|tuyo|tuyos|de ti)',
        '(?:podemos|quieres|vamos a) (?:vernos|quedar) (?:en persona|a solas)',
        '(?:veamonos|quedamos) (?:a solas|en persona)',
        'ven a (?:mi casa|verme)',
        'no (?:se lo|le|se) (?:digas|cuentes) a (?:tus padres|tu madre|tu padre|tu mama|tu papa|nadie|tu familia|tu profe)',
        'nuestro (?:pequeño )?secreto',
        'entre tu y yo',
      ),
    ),
  },
]
