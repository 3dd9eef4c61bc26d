export { IssuerBlock } from './IssuerBlock';
