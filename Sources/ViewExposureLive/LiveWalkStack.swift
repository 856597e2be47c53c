/// The live walk's stack of pending obstructors: a growable buffer pushed and popped without
/// the uniqueness check and bookkeeping an `Array` makes on every change — two per view a walk
/// visits. Unique by construction (noncopyable), so no check is needed; the elements are
/// plain values (an address and numbers).
///
/// `push` is amortized O(1) (the buffer doubles when full), `pop` O(1); memory is the deepest
/// the stack has been. Elements left when it goes are deinitialized with it.
@usableFromInline
struct LiveWalkStack<Element>: ~Copyable {
    @usableFromInline var base: UnsafeMutablePointer<Element>
    @usableFromInline var count = 0
    @usableFromInline var capacity: Int

    /// An empty stack with room for `capacity` elements (at least one).
    @inlinable init(capacity: Int) {
        self.capacity = max(capacity, 1)
        base = UnsafeMutablePointer<Element>.allocate(capacity: self.capacity)
    }

    @inlinable deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    /// Puts `element` on top.
    @inlinable @inline(__always)
    mutating func push(_ element: Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count += 1
    }

    /// Takes the top element off, or `nil` when empty.
    @inlinable @inline(__always)
    mutating func pop() -> Element? {
        guard count > 0 else { return nil }
        count -= 1
        return (base + count).move()
    }

    /// Doubles the buffer, moving the elements over.
    @usableFromInline @inline(never)
    mutating func grow() {
        let bigger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        bigger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = bigger
        capacity *= 2
    }
}
