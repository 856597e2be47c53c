extension Array where Element: BitwiseCopyable {
    /// The same elements in storage of their own size when more than an eighth of the capacity
    /// is unused (as after growth by doubling), else the array itself. O(count) when it copies;
    /// for arrays kept long after they were filled.
    func trimmed() -> [Element] {
        guard capacity - count > count / 8 else { return self }
        return withUnsafeBufferPointer { Array($0) }
    }
}
