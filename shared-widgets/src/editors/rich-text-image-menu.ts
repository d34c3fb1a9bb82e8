import { Boot, type IButtonMenu, type IDomEditor } from '@wangeditor/editor';
import { EDITOR_TEXTS } from './editor-texts';

/** Toolbar key of the image menu that opens the console's image dialog. */
export const IMAGE_MENU_KEY = 'consoleImage';
/** Editor event the menu emits; the editor component opens its dialog on it. */
export const IMAGE_MENU_EVENT = 'consoleImageClick';

const IMAGE_ICON =
  '<svg viewBox="0 0 1024 1024"><path d="M959.877 128l0.123 0.123v767.775l-0.123 0.122H64.102l-0.122-0.122V128.123l0.122-0.123h895.775zM960 64H64C28.795 64 0 92.795 0 128v768c0 35.205 28.795 64 64 64h896c35.205 0 64-28.795 64-64V128c0-35.205-28.795-64-64-64zM832 288.01c0 53.023-42.988 96.01-96.01 96.01s-96.01-42.987-96.01-96.01S682.967 192 735.99 192 832 234.988 832 288.01zM896 832H128V704l224.01-384 256 320h64l224.01-192z"></path></svg>';

class ImageMenu implements IButtonMenu {
  readonly title = EDITOR_TEXTS.IMAGE_TITLE;
  readonly iconSvg = IMAGE_ICON;
  readonly tag = 'button';
  /** Usable before the user has placed the cursor: the image then goes to the end. */
  readonly alwaysEnable = true;
  getValue(): string {
    return '';
  }
  isActive(): boolean {
    return false;
  }
  isDisabled(editor: IDomEditor): boolean {
    return editor.isDisabled();
  }
  exec(editor: IDomEditor): void {
    if (this.isDisabled(editor)) return;
    editor.emit(IMAGE_MENU_EVENT);
  }
}

let registered = false;

/**
 * Registers the image menu once per page (wangEditor menu keys are global): a toolbar button that
 * emits {@link IMAGE_MENU_EVENT} on its editor, so each editor instance opens its own dialog.
 */
export function registerImageMenu(): void {
  if (registered) return;
  registered = true;
  Boot.registerMenu({ key: IMAGE_MENU_KEY, factory: () => new ImageMenu() });
}

/**
 * Toolbar of the rich-text editor: wangEditor's default set, with the built-in image and video
 * groups replaced by the console's image dialog (local upload + web address, widgets-spec §2).
 */
export const RICH_TEXT_TOOLBAR_KEYS = [
  'headerSelect', 'blockquote', '|',
  'bold', 'underline', 'italic', 'through', 'color', 'bgColor', 'clearStyle', '|',
  'fontSize', 'fontFamily', 'lineHeight', '|',
  'bulletedList', 'numberedList', 'todo', 'justifyLeft', 'justifyCenter', 'justifyRight', '|',
  'emotion', 'insertLink', IMAGE_MENU_KEY, 'insertTable', 'codeBlock', 'divider', '|',
  'undo', 'redo', '|', 'fullScreen',
];
