// What a family reads for each code of the closed registry (error-codes.ts), in English and Spanish. The client
// looks the code up here instead of showing the server's English message; a test keeps this complete.
import type { Language } from '../constants'
import { type ErrorCode, isErrorCode } from '../error-codes'

type Texts = Record<ErrorCode, string>

const en: Texts = {
  'bad_request:api': 'Something in this request was not right. Please try again.',
  'invalid:body': 'Please check the fields and try again.',
  'not_found:api': "We couldn't find that.",
  'not_found:function': "We couldn't find that.",
  'method_not_allowed:api': "That can't be done here.",
  'payload_too_large:api': 'That is too big to send. Please try something smaller.',
  'internal:api': 'Something went wrong on our side. Please try again.',
  'unavailable:database': 'The garden cannot reach its database right now. Please try again in a moment.',
  'unauthorized:api': 'Please sign in first.',
  'forbidden:api': "You don't have permission to do that.",
  'rate_limit:api': 'Too many attempts. Please wait a few minutes and try again.',
  'rate_limit:sign_in': 'Too many attempts. Please wait a few minutes and try again.',
  'user_exists:sign_up': 'An account with this email already exists. Please sign in instead.',
  'weak_password:sign_up': 'Password is too weak. Please use a stronger password.',
  'failed:sign_up': 'Failed to create account. Please try again.',
  'unavailable:oauth': "This sign-in option isn't set up on this garden yet.",
  'invalid:token': 'This link is not valid any more. Please ask for a new one.',
  'mismatch:confirmation': 'Type your email address exactly to confirm.',
  'unavailable:stt': "Speech recognition isn't available right now. Please type instead.",
  'failed:stt': 'Could not process voice input. Please try again.',
  'invalid:stt_audio': "We couldn't hear that recording. Please try again.",
  'unsupported:stt_audio': "This kind of recording isn't supported. Please try again.",
  'too_long:stt_audio': 'That recording is too long. Please say it in a shorter message.',
  'in_progress:idempotency': 'This is already being saved. Please wait a moment.',
  'mismatch:idempotency': 'This was already sent with different details. Please try again.',
  'invalid_credentials:sign_in': 'Invalid email or password. Please check your credentials and try again.',
  'email_not_verified:sign_in': 'Please check your email and click the confirmation link before signing in.',
  'forbidden:origin':
    "This address of the garden isn't trusted for signing in. Please open the garden at its usual address.",
  'failed:auth': 'An unexpected error occurred. Please try again.',
  'unsupported_media_type:api': 'This request must be sent as JSON.',
  'reauthentication_required:account': 'For your safety, please sign in again and then try once more.',
  'invalid:bootstrap_token':
    'This operator token is not valid: it may be mistyped, used already or expired. Restart the server for a new one.',
  'profile_incomplete:account': 'Please finish your profile first.',
  'profile_complete:account': 'Your profile is already complete.',
  'rate_limit:voice_sockets': 'Too many voice conversations are open. Close one and try again.',
  'upgrade_required:realtime': 'Voice chat needs a live connection. Please reload the page.',
  'empty:prompt': 'Please enter a prompt',
  'unsafe:prompt': "Mochi can't make that picture. Let's try something else from the garden!",
  'rate_limit:create': 'Mochi needs a little rest after all that drawing. Please try again in a minute.',
  'invalid:video_url': "That video address doesn't look right.",
  'unreadable:video': "We couldn't read that video.",
  'empty:tts_text': 'There is nothing to say yet.',
  'too_long:tts_text': 'That text is too long to read aloud.',
  'unchanged:email': 'That is already your email address.',
  'busy:server': 'Mochi is busy with lots of requests right now. Please try again in a few seconds.',
}

const es: Texts = {
  'bad_request:api': 'Algo en esta solicitud no era correcto. Inténtalo de nuevo.',
  'invalid:body': 'Revisa los campos e inténtalo de nuevo.',
  'not_found:api': 'No pudimos encontrar eso.',
  'not_found:function': 'No pudimos encontrar eso.',
  'method_not_allowed:api': 'Eso no se puede hacer aquí.',
  'payload_too_large:api': 'Es demasiado grande para enviarlo. Prueba con algo más pequeño.',
  'internal:api': 'Algo salió mal de nuestro lado. Inténtalo de nuevo.',
  'unavailable:database':
    'El jardín no puede llegar a su base de datos ahora mismo. Inténtalo de nuevo en un momento.',
  'unauthorized:api': 'Inicia sesión primero.',
  'forbidden:api': 'No tienes permiso para hacer eso.',
  'rate_limit:api': 'Demasiados intentos. Espera unos minutos e inténtalo de nuevo.',
  'rate_limit:sign_in': 'Demasiados intentos. Espera unos minutos e inténtalo de nuevo.',
  'user_exists:sign_up': 'Ya existe una cuenta con este correo. Inicia sesión.',
  'weak_password:sign_up': 'La contraseña es demasiado débil. Usa una contraseña más segura.',
  'failed:sign_up': 'No se pudo crear la cuenta. Inténtalo de nuevo.',
  'unavailable:oauth': 'Esta forma de iniciar sesión todavía no está configurada en este jardín.',
  'invalid:token': 'Este enlace ya no es válido. Pide uno nuevo.',
  'mismatch:confirmation': 'Escribe tu correo exactamente para confirmar.',
  'unavailable:stt': 'El reconocimiento de voz no está disponible ahora. Escribe tu mensaje.',
  'failed:stt': 'No se pudo procesar la voz. Inténtalo de nuevo.',
  'invalid:stt_audio': 'No pudimos oír esa grabación. Inténtalo de nuevo.',
  'unsupported:stt_audio': 'Este tipo de grabación no es compatible. Inténtalo de nuevo.',
  'too_long:stt_audio': 'Esa grabación es demasiado larga. Dilo en un mensaje más corto.',
  'in_progress:idempotency': 'Ya se está guardando. Espera un momento.',
  'mismatch:idempotency': 'Esto ya se envió con otros datos. Inténtalo de nuevo.',
  'invalid_credentials:sign_in': 'Correo o contraseña incorrectos. Revisa tus datos e inténtalo de nuevo.',
  'email_not_verified:sign_in': 'Revisa tu correo y pulsa el enlace de confirmación antes de iniciar sesión.',
  'forbidden:origin':
    'Esta dirección del jardín no es de confianza para iniciar sesión. Abre el jardín en su dirección habitual.',
  'failed:auth': 'Ocurrió un error inesperado. Inténtalo de nuevo.',
  'unsupported_media_type:api': 'Esta solicitud debe enviarse como JSON.',
  'reauthentication_required:account':
    'Por tu seguridad, vuelve a iniciar sesión y luego inténtalo otra vez.',
  'invalid:bootstrap_token':
    'Este código de operador no es válido: puede estar mal escrito, ya usado o caducado. Reinicia el servidor para obtener uno nuevo.',
  'profile_incomplete:account': 'Primero completa tu perfil.',
  'profile_complete:account': 'Tu perfil ya está completo.',
  'rate_limit:voice_sockets':
    'Hay demasiadas conversaciones de voz abiertas. Cierra una e inténtalo de nuevo.',
  'upgrade_required:realtime': 'El chat de voz necesita una conexión en vivo. Recarga la página.',
  'empty:prompt': 'Por favor, escribe una descripción',
  'unsafe:prompt': 'Mochi no puede hacer ese dibujo. ¡Probemos otra cosa del jardín!',
  'rate_limit:create':
    'Mochi necesita descansar un poquito después de tanto dibujar. Inténtalo de nuevo en un minuto.',
  'invalid:video_url': 'Esa dirección de video no parece correcta.',
  'unreadable:video': 'No pudimos leer ese video.',
  'empty:tts_text': 'Todavía no hay nada que decir.',
  'too_long:tts_text': 'Ese texto es demasiado largo para leerlo en voz alta.',
  'unchanged:email': 'Ese ya es tu correo.',
  'busy:server': 'Mochi está atendiendo muchas peticiones ahora mismo. Vuelve a intentarlo en unos segundos.',
}

export const ERROR_MESSAGES: Record<Language, Texts> = { en, es }

/** The family's text for a server error code, or undefined for a code outside the registry. */
export function errorMessageFor(code: unknown, language: Language): string | undefined {
  return isErrorCode(code) ? ERROR_MESSAGES[language][code] : undefined
}
