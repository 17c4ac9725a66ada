// An image that gives way to a neutral placeholder when it cannot load (demo images may be absent).
import { useState } from 'react';
import { Box, Image, type ImageProps } from '@chakra-ui/react';

export function Picture({ src, alt, ...rest }: ImageProps & { src: string; alt: string }) {
  const [broken, setBroken] = useState(false);
  // Without a name (an account with no nickname) the placeholder is decoration: hidden, not an unnamed image.
  if (broken || !src)
    return <Box bgGradient="to-br" gradientFrom="blue.100" gradientTo="blue.300" {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })} {...(rest as object)} />;
  return <Image src={src} alt={alt} objectFit="cover" onError={() => setBroken(true)} {...rest} />;
}
