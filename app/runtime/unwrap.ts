/** An openapi-fetch answer: its data, or its problem thrown for the machine's `onError`. */
export async function unwrap<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await call;
  if (error !== undefined || !response.ok) throw error ?? new Error(`HTTP ${response.status}`);
  return data as T;
}
