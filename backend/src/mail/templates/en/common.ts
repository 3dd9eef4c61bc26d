/** The greeting of an e-mail to someone whose first name may be unknown. */
export const HELLO_FIRST_NAME = 'Hello{{#first_name}} {{first_name}}{{/first_name}},';
