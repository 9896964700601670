// Graphviz's C API (libgvc, libcgraph), as Swift sees it.
//
// Swift 6 rejects reads of Graphviz's mutable C globals (`Agdirected` & co.) as unsafe shared
// state, so they are handed out by the small accessors below instead.
#ifndef CGRAPHVIZ_SHIM_H
#define CGRAPHVIZ_SHIM_H

#include <gvc.h>
#include <cgraph.h>

/// A directed, non-strict graph description (`Agdirected`).
static inline Agdesc_t cgraphviz_directed(void) { return Agdirected; }

/// A directed graph without multi-edges (`Agstrictdirected`).
static inline Agdesc_t cgraphviz_strict_directed(void) { return Agstrictdirected; }

/// An undirected, non-strict graph description (`Agundirected`).
static inline Agdesc_t cgraphviz_undirected(void) { return Agundirected; }

#endif
