// A form checked by hand (not react-hook-form, whose shouldFocusError does this) takes the focus to its first field
// marked invalid once the errors are drawn: a person who tapped the submit button at the bottom of a phone's screen is
// brought to what must change, and a screen reader reads the field with its message (aria-describedby), instead of the
// focus staying on the button with the message out of sight. After a frame: React and Preact have rendered the errors.
export function focusFirstInvalid(root: Element | null | undefined) {
  requestAnimationFrame(() => root?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
