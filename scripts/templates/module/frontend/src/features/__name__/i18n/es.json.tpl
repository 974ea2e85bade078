{
  "__name__.title": "__Title__",
  "__name__.description": "Pantalla generada por npm run new-module: cámbiala por la de tu módulo.",
  "__name__.empty": "Todavía no hay elementos.",
  "__name__.column.name": "Nombre",
  "__name__.column.createdAt": "Creado",
  "__name__.form.name": "Nombre",
  "__name__.form.required": "Escribe un nombre.",
  "__name__.form.submit": "Añadir",
  "__name__.created": "«{name}» añadido.",
  "__name__.error.load": "No se pudo cargar la lista: {message}",
  "__name__.retry": "Reintentar"
}
