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

// MARK: - Reading DOT with object ids in order of first use
//
// Graphviz's default id discipline makes a named object's id the address of its interned name,
// and keeps subgraphs ordered by id: two clusters came out in the order malloc happened to place
// their names, so the same DOT gave SVG whose elements (`clust1`, `clust3`) were in a different
// order from run to run. These ids are handed out in the order names are first used, so the same
// DOT always gives the same output. Otherwise they behave as the default's: named ids even,
// anonymous ids odd, a name's id found again by its interned string.

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    Agraph_t *graph;
    char **names;          /* names[k] is the interned name whose id is 2 * (k + 1) */
    size_t count, capacity;
    size_t *slots;         /* open addressing over `names` by address: index + 1, 0 when empty */
    size_t slotCount;      /* a power of two, or 0 */
    IDTYPE nextAnonymous;  /* odd */
} cgraphviz_ordered_ids;

static inline size_t cgraphviz_slot_of(const char *name, size_t slotCount) {
    uint64_t x = (uint64_t)(uintptr_t)name;
    x ^= x >> 29;
    x *= 0x9E3779B97F4A7C15ull;
    return (size_t)(x >> 17) & (slotCount - 1);
}

/* The index of `name` in `ids->names`, or -1. */
static inline long cgraphviz_index_of(const cgraphviz_ordered_ids *ids, const char *name) {
    if (ids->slotCount == 0) return -1;
    for (size_t slot = cgraphviz_slot_of(name, ids->slotCount);; slot = (slot + 1) & (ids->slotCount - 1)) {
        size_t entry = ids->slots[slot];
        if (entry == 0) return -1;
        if (ids->names[entry - 1] == name) return (long)(entry - 1);
    }
}

/* Adds `name` (held by one more reference, so its address is never reused while it is here). */
static inline int cgraphviz_add(cgraphviz_ordered_ids *ids, char *name) {
    if (ids->count == ids->capacity) {
        size_t capacity = ids->capacity ? ids->capacity * 2 : 64;
        char **names = realloc(ids->names, capacity * sizeof *names);
        if (!names) return 0;
        ids->names = names;
        ids->capacity = capacity;
    }
    if ((ids->count + 1) * 2 > ids->slotCount) {
        size_t slotCount = ids->slotCount ? ids->slotCount * 2 : 128;
        size_t *slots = calloc(slotCount, sizeof *slots);
        if (!slots) return 0;
        for (size_t k = 0; k < ids->count; k++) {
            size_t slot = cgraphviz_slot_of(ids->names[k], slotCount);
            while (slots[slot] != 0) slot = (slot + 1) & (slotCount - 1);
            slots[slot] = k + 1;
        }
        free(ids->slots);
        ids->slots = slots;
        ids->slotCount = slotCount;
    }
    ids->names[ids->count] = agstrdup(ids->graph, name);
    size_t slot = cgraphviz_slot_of(name, ids->slotCount);
    while (ids->slots[slot] != 0) slot = (slot + 1) & (ids->slotCount - 1);
    ids->slots[slot] = ++ids->count;
    return 1;
}

static inline void *cgraphviz_ids_open(Agraph_t *graph, Agdisc_t *disc) {
    (void)disc;
    cgraphviz_ordered_ids *ids = calloc(1, sizeof *ids);
    if (ids) {
        ids->graph = graph;
        ids->nextAnonymous = 1;
    }
    return ids;
}

static inline long cgraphviz_ids_map(void *state, int objtype, char *name, IDTYPE *id, int createflag) {
    (void)objtype;
    cgraphviz_ordered_ids *ids = state;
    if (!name) {
        *id = ids->nextAnonymous;
        ids->nextAnonymous += 2;
        return 1;
    }
    char *interned = createflag ? agstrdup(ids->graph, name) : agstrbind(ids->graph, name);
    long index = interned ? cgraphviz_index_of(ids, interned) : -1;
    if (index < 0 && createflag) {
        if (!cgraphviz_add(ids, interned)) return 0;
        index = (long)ids->count - 1;
    }
    *id = index < 0 ? 0 : (IDTYPE)(2 * (index + 1)); /* 0: no object has this name */
    return 1;
}

static inline long cgraphviz_ids_alloc(void *state, int objtype, IDTYPE request) {
    (void)state; (void)objtype;
    return (request & 1) ? 0 : 1;
}

static inline void cgraphviz_ids_free(void *state, int objtype, IDTYPE id) {
    (void)objtype;
    cgraphviz_ordered_ids *ids = state;
    if (id != 0 && id % 2 == 0 && id / 2 <= ids->count) agstrfree(ids->graph, ids->names[id / 2 - 1]);
}

static inline char *cgraphviz_ids_print(void *state, int objtype, IDTYPE id) {
    (void)objtype;
    cgraphviz_ordered_ids *ids = state;
    return (id != 0 && id % 2 == 0 && id / 2 <= ids->count) ? ids->names[id / 2 - 1] : NULL;
}

/* The strings themselves go with the graph's string dictionary. */
static inline void cgraphviz_ids_close(void *state) {
    cgraphviz_ordered_ids *ids = state;
    if (!ids) return;
    free(ids->names);
    free(ids->slots);
    free(ids);
}

static inline void cgraphviz_ids_register(void *state, int objtype, void *object) {
    (void)state; (void)objtype; (void)object;
}

/* DOT text being read, a line at a time as Graphviz's own `agmemread` does. */
typedef struct {
    const char *text;
    size_t length, position;
} cgraphviz_reader;

static inline int cgraphviz_read(void *channel, char *buffer, int size) {
    cgraphviz_reader *reader = channel;
    if (size <= 0 || reader->position >= reader->length) return 0;
    int count = 0;
    char c;
    do {
        c = reader->text[reader->position++];
        buffer[count++] = c;
    } while (c != '\n' && count < size && reader->position < reader->length);
    return count;
}

/// `agmemread` with object ids in order of first use: the same DOT, the same output.
static inline Agraph_t *cgraphviz_read_ordered(const char *text) {
    static Agiddisc_t ids = {
        cgraphviz_ids_open, cgraphviz_ids_map, cgraphviz_ids_alloc, cgraphviz_ids_free,
        cgraphviz_ids_print, cgraphviz_ids_close, cgraphviz_ids_register,
    };
    static Agiodisc_t io;
    io.afread = cgraphviz_read;
    io.putstr = AgIoDisc.putstr;
    io.flush = AgIoDisc.flush;
    Agdisc_t disc = { &AgMemDisc, &ids, &io };
    cgraphviz_reader reader = { text, strlen(text), 0 };
    return agread(&reader, &disc);
}

#endif
