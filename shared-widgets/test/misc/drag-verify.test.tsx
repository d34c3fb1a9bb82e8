import { act, fireEvent, render, screen } from '@testing-library/react';
import { DragVerify } from '../../src/misc/drag-verify';

const track = () => screen.getByTestId('drag-verify');
const handle = () => screen.getByRole('slider');

describe('DragVerify (widgets-spec §4 "Drag slider")', () => {
  it('goes idle → dragging → success with 验证通过 and emits success once', () => {
    const onSuccess = jest.fn();
    const states: string[] = [];
    render(<DragVerify width={300} height={40} onSuccess={onSuccess} onStateChange={(s) => states.push(s)} />);
    expect(track().dataset.state).toBe('idle');
    fireEvent.mouseDown(handle(), { clientX: 10 });
    expect(track().dataset.state).toBe('dragging');
    act(() => {
      fireEvent.mouseMove(document, { clientX: 150 });
    });
    expect(handle().getAttribute('aria-valuenow')).toBe('140');
    act(() => {
      fireEvent.mouseUp(document, { clientX: 275 });
    });
    expect(track().dataset.state).toBe('success');
    expect(screen.getByText('验证通过')).toBeTruthy();
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(states).toEqual(['dragging', 'success']);
    fireEvent.mouseDown(handle(), { clientX: 270 });
    expect(track().dataset.state).toBe('success');
  });

  it('releasing before the end resets to the start', () => {
    const onSuccess = jest.fn();
    render(<DragVerify onSuccess={onSuccess} />);
    fireEvent.mouseDown(handle(), { clientX: 0 });
    act(() => {
      fireEvent.mouseMove(document, { clientX: 200 });
    });
    act(() => {
      fireEvent.mouseUp(document, { clientX: 200 });
    });
    expect(track().dataset.state).toBe('idle');
    expect(handle().getAttribute('aria-valuenow')).toBe('0');
    expect(screen.queryByText('验证通过')).toBeNull();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('works with touch', () => {
    const onSuccess = jest.fn();
    render(<DragVerify width={200} height={40} onSuccess={onSuccess} />);
    fireEvent.touchStart(handle(), { touches: [{ clientX: 5 }] });
    act(() => {
      fireEvent.touchEnd(document, { changedTouches: [{ clientX: 170 }] });
    });
    expect(onSuccess).toHaveBeenCalled();
  });
});
