// The shell brain; see DESIGN.md.
