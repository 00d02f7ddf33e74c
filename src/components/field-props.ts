/** What a controlled text field gets from its form: its value, how to change it, its error. */
export interface TextFieldProps {
  value: string
  onChange: (value: string) => void
  error?: string
}

/** What a field holding one optional file gets from its form: the file, its error, the actions. */
export interface FileFieldProps {
  file: File | null
  error?: string
  onPick: (file: File) => void
  onRemove: () => void
}
