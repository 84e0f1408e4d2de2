// English / Español radio buttons for a form field registered with react-hook-form (each label in its language).
import type { UseFormRegisterReturn } from 'react-hook-form'

export function LanguageRadioGroup({ legend, field }: { legend: string; field: UseFormRegisterReturn }) {
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="font-semibold">{legend}</legend>
      <div className="flex gap-4">
        <label className="flex min-h-11 items-center gap-2" lang="en">
          <input type="radio" value="en" className="h-5 w-5" {...field} />
          English
        </label>
        <label className="flex min-h-11 items-center gap-2" lang="es">
          <input type="radio" value="es" className="h-5 w-5" {...field} />
          Español
        </label>
      </div>
    </fieldset>
  )
}
