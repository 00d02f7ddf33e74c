import { Trans, useLingui } from '@lingui/react/macro'

import type { TextFieldProps } from '../../../components/field-props.ts'
import { REPORT_SHORT_TEXT_MAX_LENGTH } from '../../../domain/reports/validation.ts'
import { usePlacesLookup } from '../hooks/use-places-lookup.ts'

import { FieldShell, describedByIds } from './field-shell.tsx'
import { PlaceCombobox } from './place-combobox.tsx'

export const LOCATION_FIELD_ID = 'location'

/**
 * The location, with place suggestions (spec part 2 §4): a disabled field reading "Loading
 * places..." while Google's script is on its way; then suggestions from Google, or from the
 * bundled list of UK places. If Google's script never arrives, the spec's error is shown and
 * the bundled list still helps, so a location can always be given.
 */
export function LocationField({ value, onChange, error }: TextFieldProps) {
  const { t } = useLingui()
  const places = usePlacesLookup()
  const hint = <Trans>The town, city or area where it happened. Start typing to see places.</Trans>
  const describedBy = describedByIds(LOCATION_FIELD_ID, { hint, error })
  return (
    <FieldShell
      id={LOCATION_FIELD_ID}
      label={<Trans>Location (optional)</Trans>}
      hint={hint}
      error={error}
    >
      {places.status === 'loading' ? (
        <input
          className="field__input"
          type="text"
          id={LOCATION_FIELD_ID}
          disabled
          placeholder={t`Loading places...`}
          aria-describedby={describedBy}
        />
      ) : (
        <>
          {places.status === 'failed' && (
            <p className="field__warning" role="status">
              <Trans>Failed to load the Google Maps places script. Please try again later.</Trans>
            </p>
          )}
          <PlaceCombobox
            id={LOCATION_FIELD_ID}
            value={value}
            onChange={onChange}
            search={places.search}
            describedBy={describedBy}
            invalid={Boolean(error)}
            maxLength={REPORT_SHORT_TEXT_MAX_LENGTH}
          />
        </>
      )}
    </FieldShell>
  )
}
