import { Result, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { IFRAME_SANDBOX, IFRAME_TEXTS } from './iframe-detail-texts';

/** Props of {@link IframeWrapper}. */
export interface IframeWrapperProps {
  /** Page address: http(s) or a same-site absolute path; anything else (javascript:, data:) is refused. */
  src: string;
  /** Accessible title of the frame. */
  title?: string;
  /** sandbox attribute; default {@link IFRAME_SANDBOX} (no allow-same-origin). */
  sandbox?: string;
  /** Fixed height (px or CSS); default: fill the window below the frame's top edge. */
  height?: number | string;
}

/** True for `http(s)://…`, `//host/…` and `/path` addresses. */
export function isSafeFrameUrl(src: string | null | undefined): boolean {
  const s = (src ?? '').trim();
  return /^https?:\/\/[^\s]+$/i.test(s) || /^\/\/[^\s/]+/.test(s) || /^\/(?!\/)[^\s]*$/.test(s);
}

/**
 * Iframe wrapper (widgets-spec §2 "Iframe wrapper"): a sandboxed frame that fills its tab (the
 * window height below its top edge, re-measured on resize) and shows a loading spinner until the
 * page has loaded. Unsafe addresses are refused with 页面地址无效.
 */
export function IframeWrapper({ src, title, sandbox = IFRAME_SANDBOX, height }: IframeWrapperProps) {
  const box = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState({ src: '', done: false });
  const [fill, setFill] = useState<number>(() => (typeof window === 'undefined' ? 600 : window.innerHeight));
  const loading = !(loaded.src === src && loaded.done);

  useEffect(() => {
    if (height !== undefined) return;
    const measure = () => {
      const top = box.current?.getBoundingClientRect().top ?? 0;
      setFill(Math.max(200, window.innerHeight - top - 16));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [height]);

  if (!isSafeFrameUrl(src)) return <Result status="warning" title={IFRAME_TEXTS.INVALID_URL} />;
  return (
    <div ref={box} style={{ position: 'relative', width: '100%', height: height ?? fill }} data-testid="iframe-wrapper">
      {loading && (
        <div style={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', background: '#fff' }}>
          <Spin description={IFRAME_TEXTS.LOADING}>
            <span style={{ display: 'inline-block', width: 40, height: 40 }} />
          </Spin>
        </div>
      )}
      <iframe
        key={src}
        src={src.trim()}
        title={title ?? src}
        sandbox={sandbox}
        referrerPolicy="no-referrer"
        style={{ border: 0, width: '100%', height: '100%', display: 'block' }}
        onLoad={() => setLoaded({ src, done: true })}
      />
    </div>
  );
}
