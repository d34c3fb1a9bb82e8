import { fireEvent, render, screen } from '@testing-library/react';
import { IframeWrapper, isSafeFrameUrl } from '../../src/misc/iframe-wrapper';

describe('isSafeFrameUrl', () => {
  it('accepts http(s), protocol-relative and site paths, refuses script and data URLs', () => {
    expect(isSafeFrameUrl('https://example.com/report')).toBe(true);
    expect(isSafeFrameUrl('http://10.0.0.1:8080/x?a=1')).toBe(true);
    expect(isSafeFrameUrl('//example.com/a')).toBe(true);
    expect(isSafeFrameUrl('/jeecg-boot/doc.html')).toBe(true);
    expect(isSafeFrameUrl('javascript:alert(1)')).toBe(false);
    expect(isSafeFrameUrl(' JavaScript:alert(1)')).toBe(false);
    expect(isSafeFrameUrl('data:text/html,<script>1</script>')).toBe(false);
    expect(isSafeFrameUrl('')).toBe(false);
  });
});

describe('IframeWrapper (§2)', () => {
  it('shows a sandboxed frame without allow-same-origin and a loading state until it loads', () => {
    render(<IframeWrapper src="https://example.com/" title="外部页面" />);
    const frame = screen.getByTitle('外部页面') as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
    expect(frame.getAttribute('sandbox')).not.toContain('allow-same-origin');
    expect(screen.getByText('页面加载中…')).toBeTruthy();
    fireEvent.load(frame);
    expect(screen.queryByText('页面加载中…')).toBeNull();
  });

  it('fills the window below its top edge, or takes a given height', () => {
    Object.defineProperty(window, 'innerHeight', { value: 900, configurable: true });
    const { unmount } = render(<IframeWrapper src="/x" />);
    expect(screen.getByTestId('iframe-wrapper').style.height).toBe('884px');
    unmount();
    render(<IframeWrapper src="/x" height={320} />);
    expect(screen.getByTestId('iframe-wrapper').style.height).toBe('320px');
  });

  it('refuses an unsafe address', () => {
    render(<IframeWrapper src="javascript:alert(1)" />);
    expect(screen.getByText('页面地址无效')).toBeTruthy();
    expect(document.querySelector('iframe')).toBeNull();
  });
});
