import { useState } from 'react';

type Props = {
  src: string;
  alt: string;
  className: string;
};

/**
 * A business's logo that takes itself away when the file does not load: a logo removed or
 * replaced after the page was drawn must not leave a broken-image icon. Use it where the name is
 * printed beside the logo, so nothing is lost when it goes.
 */
export function LogoImage({ src, alt, className }: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (failedSrc === src) return null;
  return <img src={src} alt={alt} className={className} onError={() => setFailedSrc(src)} />;
}
