import { render } from '@testing-library/react';
import { Ellipsis } from '../src';

describe('Ellipsis', () => {
  it('keeps short text whole', () => {
    const { container } = render(<Ellipsis value="浙A12345" />);
    expect(container.textContent).toBe('浙A12345');
  });
  it('cuts after 25 characters by default, by code point', () => {
    const text = '杭州分公司西湖车队'.repeat(4);
    const { container } = render(<Ellipsis value={text} />);
    expect(container.textContent).toBe(`${Array.from(text).slice(0, 25).join('')}…`);
  });
  it('honours a custom length and renders nothing for null', () => {
    expect(render(<Ellipsis value="上海分公司浦东车队" length={4} />).container.textContent).toBe('上海分公…');
    expect(render(<Ellipsis value={null} />).container.textContent).toBe('');
  });
});
