/** The greeting of an e-mail to someone whose first name may be unknown. */
export const HELLO_FIRST_NAME = 'Bonjour{{#first_name}} {{first_name}}{{/first_name}},';
