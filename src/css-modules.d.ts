// CSS Modules: Gatsby exports each class name as a named export.
declare module '*.module.css' {
  const classes: { readonly [className: string]: string };
  export = classes;
}
