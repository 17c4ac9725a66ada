// Form-encoding of non-GET bodies: arrays become repeated keys, null and undefined are left out.
type FormValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

export function toFormBody(body: unknown): string {
  const form = new URLSearchParams();
  if (body && typeof body === 'object') {
    for (const [key, value] of Object.entries(body as Record<string, FormValue>)) {
      if (value === undefined || value === null) continue;
      if (Array.isArray(value)) for (const item of value) form.append(key, String(item));
      else form.append(key, String(value));
    }
  }
  return form.toString();
}
