// The footer's QR code of the messaging-app account: an SVG of the configured address, drawn once
// per address and process (the address changes only with the configuration, at a restart).
import QRCode from 'qrcode';

const drawn = new Map<string, Promise<string>>();

export function wechatQr(address: string): Promise<string> {
  let svg = drawn.get(address);
  if (!svg) {
    svg = QRCode.toString(address, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', color: { dark: '#111827', light: '#ffffff' } });
    drawn.set(address, svg);
  }
  return svg;
}
