import { fireEvent, render, screen } from '@testing-library/react';
import { ContextMenu } from '../../src/misc/context-menu';

jest.setTimeout(30000);

describe('ContextMenu', () => {
  it('opens at the pointer on right-click, reports the chosen key and target, and closes', () => {
    const onSelect = jest.fn();
    render(
      <ContextMenu items={[{ key: 'copy', label: '复制' }, { key: 'remove', label: '删除', danger: true }, { key: 'off', label: '停用', disabled: true }]} onSelect={onSelect}>
        <div data-testid="area">
          <span data-testid="cell">单元格</span>
        </div>
      </ContextMenu>,
    );
    expect(screen.queryByTestId('context-menu')).toBeNull();
    const event = fireEvent.contextMenu(screen.getByTestId('cell'), { clientX: 120, clientY: 80 });
    expect(event).toBe(false);
    const menu = screen.getByTestId('context-menu');
    expect(menu.style.left).toBe('120px');
    expect(menu.style.top).toBe('80px');
    fireEvent.click(screen.getByText('停用'));
    expect(onSelect).not.toHaveBeenCalled();
    fireEvent.click(screen.getByText('删除'));
    expect(onSelect).toHaveBeenCalledWith('remove', screen.getByTestId('cell'));
    expect(screen.queryByTestId('context-menu')).toBeNull();
  });

  it('closes on Escape and on a click elsewhere; disabled leaves the browser menu', () => {
    const onSelect = jest.fn();
    const { rerender } = render(
      <ContextMenu items={[{ key: 'a', label: '甲' }]} onSelect={onSelect}>
        <div data-testid="area">区域</div>
      </ContextMenu>,
    );
    fireEvent.contextMenu(screen.getByTestId('area'));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByTestId('context-menu')).toBeNull();
    fireEvent.contextMenu(screen.getByTestId('area'));
    fireEvent.mouseDown(document.body);
    expect(screen.queryByTestId('context-menu')).toBeNull();
    rerender(
      <ContextMenu enabled={false} items={[{ key: 'a', label: '甲' }]} onSelect={onSelect}>
        <div data-testid="area">区域</div>
      </ContextMenu>,
    );
    expect(fireEvent.contextMenu(screen.getByTestId('area'))).toBe(true);
    expect(screen.queryByTestId('context-menu')).toBeNull();
  });
});
