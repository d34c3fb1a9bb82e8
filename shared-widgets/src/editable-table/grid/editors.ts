import { TextEditor } from 'handsontable/editors';
import { acceptNumberDraft, numberOnBlur } from '../cells/number-input';
import { formatTags } from '../cells/tag-input';

function textarea(editor: TextEditor): HTMLTextAreaElement {
  return editor.TEXTAREA as HTMLTextAreaElement;
}

/**
 * Number cell editor (widgets-spec §5 "Number cells accept only an optional minus, digits and one
 * decimal point. Other input reverts, or on blur becomes empty; otherwise it is parsed as a
 * number"): every input event keeps the last accepted draft; the saved value is a number or null.
 */
export class NumberEditor extends TextEditor {
  private accepted = '';

  override createElements(): void {
    super.createElements();
    const area = textarea(this);
    area.addEventListener('input', () => {
      const kept = acceptNumberDraft(this.accepted, area.value);
      if (kept !== area.value) {
        area.value = kept;
        area.setSelectionRange(kept.length, kept.length);
      }
      this.accepted = kept;
    });
  }

  override setValue(value?: unknown): void {
    const text = value === null || value === undefined ? '' : String(value);
    this.accepted = acceptNumberDraft('', text);
    super.setValue(this.accepted);
  }

  override getValue(): number | null {
    return numberOnBlur(textarea(this).value);
  }
}

/**
 * Tags cell editor (widgets-spec §5 "The tag input inserts a semicolon after every two characters
 * and strips typed semicolons"): the text is reformatted on every input event.
 */
export class TagsEditor extends TextEditor {
  override createElements(): void {
    super.createElements();
    const area = textarea(this);
    area.addEventListener('input', () => {
      const next = formatTags(area.value);
      if (next !== area.value) {
        area.value = next;
        area.setSelectionRange(next.length, next.length);
      }
    });
  }

  override setValue(value?: unknown): void {
    super.setValue(formatTags(value === null || value === undefined ? '' : String(value)));
  }

  override getValue(): string {
    return formatTags(textarea(this).value);
  }
}
