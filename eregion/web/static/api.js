// Calls to the eregion server: JSON in and out; a failed call throws an Error whose message is the
// server's own ("error" field) or says the server cannot be reached.

export async function api(path, init) {
  let res;
  try {
    res = await fetch(path, init);
  } catch (e) {
    throw new Error(`Cannot reach the server (${e.message}).`);
  }
  const body = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(body.error || `${res.status} ${res.statusText}`);
  return body;
}
