/**
 * `contracts` answered from built-in data when the server cannot answer. The handlers come
 * with the Contracts tab's E-Signatures and Analytics views (issue 13).
 */
export function registerContractsDemoHandlers(): void {}
