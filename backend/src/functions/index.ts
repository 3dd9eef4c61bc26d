import { createRegistry, type FunctionDefinition, type FunctionRegistry } from './registry.ts';

/** Every business function the server exposes. Each domain adds its definition here. */
export const allFunctions: readonly FunctionDefinition[] = [];

export const createFunctionRegistry = (
  functions: readonly FunctionDefinition[] = allFunctions,
): FunctionRegistry => createRegistry(functions);
