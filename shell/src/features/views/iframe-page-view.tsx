export function IframePageView({ url, title }: { url: string; title: string }) {
  return <iframe src={url} title={title} style={{ width: '100%', height: 'calc(100vh - 200px)', border: 0, background: '#fff' }} />;
}
