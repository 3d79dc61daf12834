// `@young-minds/ui/forms`: the form fields, a shared module of its own (packages/mf-shared), so a page without a
// form (the home page, the layouts) does not download them. Their text box (`TextInput`) and the theme come from
// the package's main entry.
export * from './Input';
export * from './PasswordInput';
export * from './fields';
