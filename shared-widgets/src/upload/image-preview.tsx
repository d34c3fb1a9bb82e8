import { Image } from 'antd';

/** Props of {@link ImagePreview}. */
export interface ImagePreviewProps {
  /** Browser URL of the image to show; empty or null keeps the preview closed. */
  src?: string | null;
  /** Called when the user closes the preview. */
  onClose(): void;
}

/**
 * A full-screen antd image preview opened on demand (widgets-spec §2 "Upload with preview": click
 * a thumbnail to preview). Renders nothing visible until `src` is set.
 */
export function ImagePreview({ src, onClose }: ImagePreviewProps) {
  if (!src) return null;
  return (
    <Image
      style={{ display: 'none' }}
      alt=""
      src={src}
      preview={{ open: true, src, onOpenChange: (open) => !open && onClose() }}
    />
  );
}
