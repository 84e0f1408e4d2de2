// Bilingual mail templates: sign-up confirmation, welcome, follow confirmation and parental consent.
import type { Language } from '../../shared/constants'

export interface MailMessage {
  kind:
    | 'verify_email'
    | 'welcome'
    | 'follow_confirm'
    | 'parental_consent'
    | 'follow_welcome'
    | 'reset_password'
  to: string
  subject: string
  text: string
  html: string
  language: Language
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

function render(
  language: Language,
  lines: string[],
  link?: { href: string; label: string },
  footer?: string,
) {
  // Every mail with a link also links the privacy notice on the same site.
  const privacy = link ? privacyLink(link.href, language) : undefined
  const text = [
    ...lines,
    ...(link ? ['', `${link.label}: ${link.href}`] : []),
    ...(footer ? ['', footer] : []),
    ...(privacy ? ['', `${privacy.label}: ${privacy.href}`] : []),
  ].join('\n')
  const html = [
    '<div style="font-family:sans-serif;font-size:16px;line-height:1.5;color:#1f2937">',
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    link
      ? `<p><a href="${escapeHtml(link.href)}" style="background:#f5b700;color:#1f2937;padding:10px 18px;border-radius:999px;text-decoration:none;font-weight:bold">${escapeHtml(link.label)}</a></p>`
      : '',
    footer ? `<p style="font-size:13px;color:#4b5563">${escapeHtml(footer)}</p>` : '',
    privacy
      ? `<p style="font-size:13px"><a href="${escapeHtml(privacy.href)}" style="color:#1f2937">${escapeHtml(privacy.label)}</a></p>`
      : '',
    '</div>',
  ].join('')
  return { text, html }
}

/** The privacy notice at the origin of the mail's own link, labelled in the mail's language. */
function privacyLink(href: string, language: Language) {
  let origin: string
  try {
    origin = new URL(href).origin
  } catch {
    return undefined
  }
  return {
    href: `${origin}/privacy`,
    label: language === 'es' ? 'Aviso de privacidad' : 'Privacy notice',
  }
}

export function verifyEmailMail(to: string, url: string, language: Language): MailMessage {
  const es = language === 'es'
  return {
    kind: 'verify_email',
    to,
    language,
    subject: es ? 'Confirma tu correo para el Jardín de Mochi' : "Confirm your email for Mochi's Garden",
    ...render(
      language,
      es
        ? ['¡Hola! Soy Mochi 🐝.', 'Confirma tu correo electrónico para empezar a usar tu cuenta.']
        : ["Hi! It's Mochi 🐝.", 'Please confirm your email address to start using your account.'],
      { href: url, label: es ? 'Confirmar mi correo' : 'Confirm my email' },
      es
        ? 'Si no creaste esta cuenta, ignora este mensaje.'
        : "If you didn't create this account, you can ignore this message.",
    ),
  }
}

export function welcomeMail(to: string, language: Language, appUrl: string): MailMessage {
  const es = language === 'es'
  return {
    kind: 'welcome',
    to,
    language,
    subject: es ? '¡Bienvenido al Jardín de Mochi!' : "Welcome to Mochi's Garden!",
    ...render(
      language,
      es
        ? [
            '¡Bienvenido al Jardín de Mochi! 🌻',
            'Pregúntale a Mochi sobre abejas, flores y huertos, juega y aprende en familia.',
          ]
        : [
            "Welcome to Mochi's Garden! 🌻",
            'Ask Mochi about bees, flowers and growing food, and play and learn as a family.',
          ],
      { href: appUrl, label: es ? 'Visitar el jardín' : 'Visit the garden' },
    ),
  }
}

export function followConfirmMail(
  to: string,
  name: string,
  confirmUrl: string,
  language: Language,
): MailMessage {
  const es = language === 'es'
  return {
    kind: 'follow_confirm',
    to,
    language,
    subject: es
      ? 'Confirma que quieres recibir novedades de Mochi'
      : 'Please confirm your garden updates from Mochi',
    ...render(
      language,
      es
        ? [
            `¡Hola, ${name}!`,
            'Pulsa el botón para confirmar que quieres recibir novedades del jardín de Mochi.',
          ]
        : [`Hi ${name}!`, "Press the button to confirm that you'd like garden updates from Mochi."],
      { href: confirmUrl, label: es ? 'Sí, quiero novedades' : 'Yes, send me updates' },
      es
        ? 'Si no lo pediste tú, ignora este mensaje y no te escribiremos.'
        : "If this wasn't you, ignore this message and we won't write again.",
    ),
  }
}

export function parentalConsentMail(
  to: string,
  childName: string,
  confirmUrl: string,
  language: Language,
): MailMessage {
  const es = language === 'es'
  return {
    kind: 'parental_consent',
    to,
    language,
    subject: es
      ? `${childName} quiere seguir a Mochi: necesitamos tu permiso`
      : `${childName} would like to follow Mochi: we need your permission`,
    ...render(
      language,
      es
        ? [
            `Hola. ${childName} pidió recibir novedades del Jardín de Mochi, una aplicación familiar sobre abejas y jardines.`,
            'Como tiene menos de 13 años, necesitamos tu consentimiento. Hasta que confirmes solo guardamos su nombre y tu correo; no enviamos nada más.',
            'Las novedades llegarán a esta dirección (la tuya). Puedes retirar tu permiso en cualquier momento con el enlace de cada correo.',
          ]
        : [
            `Hello. ${childName} asked for updates from Mochi's Garden, a family app about bees and gardens.`,
            'Because they are under 13, we need your consent. Until you confirm we keep only their first name and your email address, and we send nothing else.',
            'Updates will come to this address (yours). You can withdraw your permission at any time with the link in every email.',
          ],
      { href: confirmUrl, label: es ? 'Doy mi consentimiento' : 'I give my consent' },
      es
        ? 'Si no conoces esta solicitud, ignora este mensaje: la borraremos a los 7 días.'
        : "If you don't recognise this request, ignore this message and it will be deleted after 7 days.",
    ),
  }
}

export function followWelcomeMail(
  to: string,
  name: string,
  unsubscribeUrl: string,
  language: Language,
): MailMessage {
  const es = language === 'es'
  return {
    kind: 'follow_welcome',
    to,
    language,
    subject: es ? '¡Ya sigues a Mochi! 🐝' : "You're following Mochi! 🐝",
    ...render(
      language,
      es
        ? [
            `¡Bienvenido al Jardín de Mochi, ${name}!`,
            'Recibirás divertidas novedades del jardín para toda la familia.',
          ]
        : [`Welcome to Mochi's Garden, ${name}!`, "You'll receive fun garden updates for the whole family."],
      { href: unsubscribeUrl, label: es ? 'Darme de baja' : 'Unsubscribe' },
      es
        ? 'Puedes darte de baja en cualquier momento con el enlace de arriba.'
        : 'You can unsubscribe at any time with the link above.',
    ),
  }
}

export function resetPasswordMail(to: string, url: string, language: Language): MailMessage {
  const es = language === 'es'
  return {
    kind: 'reset_password',
    to,
    language,
    subject: es ? 'Cambia tu contraseña del Jardín de Mochi' : "Reset your Mochi's Garden password",
    ...render(
      language,
      es
        ? [
            'Hola. Alguien (esperamos que tú) pidió cambiar la contraseña de tu cuenta.',
            'El enlace sirve durante una hora. Al cambiarla, se cerrará la sesión en todos tus dispositivos.',
          ]
        : [
            'Hello. Someone (we hope you) asked to reset the password of your account.',
            'The link works for one hour. Changing the password signs you out on every device.',
          ],
      { href: url, label: es ? 'Elegir una contraseña nueva' : 'Choose a new password' },
      es
        ? 'Si no lo pediste tú, ignora este mensaje: tu contraseña no cambia.'
        : "If this wasn't you, ignore this message: your password stays the same.",
    ),
  }
}
